import { z } from 'zod';
import { optionalText, requiredText, VALIDATION_MESSAGES } from '../validation.js';

export const BUSINESS_UNIT_NAME_MAX = 64;
export const BUSINESS_UNIT_DESCRIPTION_MAX = 256;

/** A cloud account id as a form (checkbox value, text) or JSON (number) hands it in. */
const accountId = z.coerce.number<string | number>({ error: VALIDATION_MESSAGES.number }).int().positive();

/** Create or edit a business unit: its name, description and the cloud accounts it holds (an account is in at most one unit). */
export const businessUnitRequest = z.object({
  name: requiredText(BUSINESS_UNIT_NAME_MAX),
  description: optionalText(BUSINESS_UNIT_DESCRIPTION_MAX),
  accountIds: z.array(accountId).max(1000).default([]).transform((ids) => [...new Set(ids)]),
}).strict();

export type BusinessUnitRequestInput = z.input<typeof businessUnitRequest>;
export type BusinessUnitRequest = z.output<typeof businessUnitRequest>;

export type BusinessUnitAccount = { id: number; name: string; provider: 'aws' | 'azure'; externalId: string };

export type BusinessUnit = {
  id: string; name: string; description: string; accounts: BusinessUnitAccount[]; createdAt: number; updatedAt: number;
};

/** A tenant's cloud account and the unit that holds it, if any (the account picker). */
export type AccountAssignment = BusinessUnitAccount & { businessUnit: { id: string; name: string } | null };

/** The assets list: a page of the tenant's assets, optionally of one business unit and one type. */
export const assetListQuery = z.object({
  page: z.coerce.number<string | number>().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number<string | number>().int().min(1).max(200).default(50),
  businessUnit: z.string().trim().max(BUSINESS_UNIT_NAME_MAX).optional(),
  type: z.string().trim().max(64).optional(),
}).strict();

export type AssetListQuery = z.output<typeof assetListQuery>;

export type AssetRow = {
  id: number; name: string; type: string; region: string; createdAt: number;
  account: { id: number; name: string; provider: string }; businessUnit: string | null;
};

export type AssetPage = { items: AssetRow[]; total: number; page: number; pageSize: number; types: string[]; businessUnits: string[] };
