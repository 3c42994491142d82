import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../shared/AppContext.js';
import { principalOf } from '../../authenticate.js';
import { errorResponses } from '../../schemas.js';
import { IAC_UPLOAD_ACCESS } from '../iacUploadRoutes.js';
import { iacDashboard } from './iacDashboard.js';

const counts = { Critical: z.number().int(), High: z.number().int(), Medium: z.number().int(), Low: z.number().int() };
const dashboardSchema = z.object({
  bySeverityOverTime: z.array(z.object({ day: z.string(), ...counts })).describe('Open findings at the end of each UTC day, oldest first'),
  topRules: z.array(z.object({ ruleId: z.string(), title: z.string(), open: z.number().int() })).describe('The five rules with most open findings'),
  repositories: z.array(z.object({ repository: z.string(), risk: z.number().int(), ...counts }))
    .describe('The five riskiest repositories: open findings weighted critical 10, high 5, medium 2, low 1'),
  fixRate: z.object({ resolved: z.number().int(), open: z.number().int(), percent: z.number().int() })
    .describe('Findings resolved in the last 30 days against those still open'),
}).meta({ id: 'IacDashboard' });

/** `GET /iac/api/v1/dashboard`: the IaC dashboard's figures, for whoever may read IaC scans. */
export async function iacDashboardRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/iac/api/v1/dashboard', {
    config: { access: IAC_UPLOAD_ACCESS },
    schema: { tags: ['iac'], querystring: z.object({ days: z.coerce.number().int().min(2).max(90).default(14) }).strict(),
      response: { 200: dashboardSchema, ...errorResponses } },
  }, async (request) => iacDashboard(ctx.db, principalOf(request).tenantId, ctx.clock(), request.query.days));
}
