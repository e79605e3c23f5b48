// The date rules live once in the domain package, shared with the API's quota message.
export { formatShortDate } from '@prompttee/domain/dates';
export { formatQuotaResetDate as formatResetDate, quotaExhaustedMessage } from '@prompttee/domain/quota';
