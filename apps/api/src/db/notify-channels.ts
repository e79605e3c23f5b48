/**
 * Channels that triggers in the migrations notify on (the payload is the customer's user id).
 * Every pooled connection listens to them too: PostgreSQL hands a session its own notifications
 * at commit, before the commit's reply, so a process hears of its own writes before they return
 * and a cache kept fresh by them never serves its own process a stale answer.
 */
export const ORDER_HISTORY_CHANNEL = 'order_history_changed';

/** A user's sessions ended or changed, or the user was disabled or enabled (an empty payload: anyone's). */
export const SESSION_STATUS_CHANNEL = 'session_status_changed';

export const TRIGGER_CHANNELS = [ORDER_HISTORY_CHANNEL, SESSION_STATUS_CHANNEL] as const;
