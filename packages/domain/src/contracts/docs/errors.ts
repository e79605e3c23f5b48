import { apiErrorSchema, errorDetailsSchema, errorIssueSchema } from '../errors';
import { describeObject } from './field-docs';

export const errorDocs = [
  describeObject(
    apiErrorSchema,
    {
      statusCode: { description: 'The HTTP status of the answer, repeated in the body.', example: 400 },
      code: {
        description:
          'What went wrong, one of a fixed list: decide on it (and on `details.fields`), never on `message`, whose words may change.',
        example: 'BAD_REQUEST',
      },
      error: { description: "The HTTP status's reason phrase.", example: 'Bad Request' },
      message: {
        description:
          "A sentence safe to show the customer, in the request's language (Accept-Language: en or et). A 5xx never says more than that something failed.",
        example: 'Invalid postal code format for the selected country',
      },
      details: { description: 'What the error says beyond its message, when it says more.' },
    },
    'An error. `code` says which; `details.fields` names the fields a 400 refused.',
  ),
  describeObject(errorDetailsSchema, {
    fields: {
      description: "Field path -> the first message for that field ('items.0.designs.front', 'postcode').",
      example: { postcode: 'Invalid postal code format for the selected country' },
    },
    issues: {
      description: 'Every message of the failed checks, in order (`fields` keeps the first per field).',
    },
    retryAfter: { description: 'RATE_LIMITED: the seconds to wait before a retry can succeed.', example: 42 },
    reset_at: {
      description: 'QUOTA_EXHAUSTED: when the monthly design quota refills (ISO 8601).',
      example: '2027-01-01T00:00:00.000Z',
    },
  }),
  describeObject(errorIssueSchema, {
    field: { description: 'The path of the field the message is about, dot-separated.', example: 'postcode' },
    message: {
      description: 'What is wrong with it, safe to show.',
      example: 'Invalid postal code format for the selected country',
    },
  }),
];
