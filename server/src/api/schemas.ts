import { z } from 'zod';

export const emailField = z.string().trim().toLowerCase().email('Email Id is Invalid').max(254);

export const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
}).meta({ id: 'ErrorBody' });

/** Standard error responses, so the OpenAPI document lists the single error shape. */
export const errorResponses = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 429: errorBody } as const;

export const totalResponse = z.object({ total: z.number().int() });

export const messageResponse = z.object({ message: z.string() });
