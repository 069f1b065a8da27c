import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/routes.ts';
import { caseRoutes } from './cases/routes.ts';
import { replyResumeRoutes } from './chat/resume-routes.ts';
import { chatRoutes, patientStreamRoutes } from './chat/routes.ts';
import { caseEventsPlugin } from './events/plugin.ts';
import { caseEventRoutes } from './events/routes.ts';
import { geoRoutes } from './geo/routes.ts';
import { feedbackRoutes } from './feedback/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { identityRoutes } from './identity/routes.ts';
import { staffRoutes } from './staff/routes.ts';
import { voiceRoutes } from './voice/routes.ts';

/**
 * Every feature module, registered in this order by buildApp. Infrastructure plugins (identity,
 * events) come first: feature routes depend on `app.auth` and `app.caseEvents`.
 */
export const modules: FastifyPluginAsync[] = [identityRoutes, authRoutes, caseEventsPlugin, healthRoutes, voiceRoutes, geoRoutes, caseRoutes, caseEventRoutes, staffRoutes, feedbackRoutes, replyResumeRoutes, chatRoutes, patientStreamRoutes];
