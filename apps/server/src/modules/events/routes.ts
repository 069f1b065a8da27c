import type { ServerResponse } from 'node:http';
import { caseEventsQuerySchema, type LiveCaseEvent, type StaffCase } from '@asa/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../http/errors.ts';
import { findCase } from '../cases/repo.ts';
import { caseView } from '../cases/service.ts';
import { identityFromHeaders, requireStaff } from '../identity/context.ts';
import { metrics } from '../operations/metrics.ts';
import type { CaseEvent } from './bus.ts';

export const HEARTBEAT_MS = 15_000;
const RETRY_MS = 3_000;
/** Case snapshots kept per process, so every open stream of a clinic shares one read per event. */
const SNAPSHOTS_KEPT = 256;

function frame(event: CaseEvent, snapshot: StaffCase | null): string {
  const data: LiveCaseEvent = {
    id: event.id,
    type: event.type,
    chatId: event.chatId,
    payload: event.payload,
    createdAt: event.createdAt,
    case: snapshot,
  };
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * The case an event is about, as staff see it when the event goes out (issue 14 §11): read once per
 * event and process, whatever the number of open streams; null for drafts (not cases yet) and when
 * the read fails (the client then refetches, as it did before events carried the case).
 */
function caseSnapshots(app: FastifyInstance, log: FastifyBaseLogger) {
  const kept = new Map<number, Promise<StaffCase | null>>();
  return (event: CaseEvent): Promise<StaffCase | null> => {
    if (event.snapshot !== undefined) return Promise.resolve(event.snapshot);
    let snapshot = kept.get(event.id);
    if (!snapshot) {
      snapshot = findCase(app.database.db, event.companyId, event.chatId).then(
        (row) => (row ? caseView(app, row) : null),
        (error: unknown) => {
          log.warn({ err: error }, 'case snapshot for a live event failed');
          return null;
        },
      );
      if (kept.size >= SNAPSHOTS_KEPT) kept.delete(kept.keys().next().value!);
      kept.set(event.id, snapshot);
    }
    return snapshot;
  };
}

function lastEventId(header: string | string[] | undefined, query: number | undefined): number | null {
  const raw = Array.isArray(header) ? header[0] : header;
  if (raw !== undefined && raw !== '') {
    if (!/^\d{1,18}$/.test(raw)) throw badRequest('Last-Event-ID must be an event id.');
    return Number(raw);
  }
  return query ?? null;
}

/**
 * DESIGN D7: live case events for the caller's company over Server-Sent Events. A reconnecting
 * client sends Last-Event-ID and first receives what it missed (from the stored events), then
 * live ones; comments every 15 s keep proxies from closing an idle stream.
 */
const eventRoutesPlugin: FastifyPluginAsyncZod = async (app) => {
  const open = new Set<ServerResponse>();
  const snapshotOf = caseSnapshots(app, app.log);
  app.addHook('preClose', async () => {
    // Shutting down: the client reconnects (to another instance) after the retry time and resumes by Last-Event-ID.
    for (const response of open) response.end(`retry: ${RETRY_MS}\n: server restarting\n\n`);
    open.clear();
  });

  app.get('/api/asa/doctor/events', { schema: { querystring: caseEventsQuerySchema } }, async (request, reply) => {
    const staff = await requireStaff(request);
    const resumeFrom = lastEventId(request.headers['last-event-id'], request.query.lastEventId);

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(`retry: ${RETRY_MS}\n: connected\n\n`);
    open.add(res);
    metrics.sseOpen.inc({ kind: 'staff' });

    // Subscribe before replaying, hold live events until the replay is written, drop duplicates.
    // (Ids are compared as a set, not by order: on PostgreSQL, events of other processes can
    // arrive slightly out of id order.)
    let replaying = true;
    const replayed = new Set<number>();
    const held: CaseEvent[] = [];
    // Frames go out in the order events were sent here, each once its case snapshot is read.
    let written = Promise.resolve();
    const send = (event: CaseEvent) => {
      if (replayed.has(event.id)) return;
      const live = !replaying;
      if (replaying) replayed.add(event.id);
      const snapshot = snapshotOf(event);
      written = written.then(async () => {
        const data = frame(event, await snapshot);
        if (res.writableEnded) return;
        if (live) metrics.eventLag.observe(Math.max(0, Date.now() - event.createdAt) / 1000);
        res.write(data);
      });
    };
    const unsubscribe = app.caseEvents.subscribe(staff.companyId, (event) => {
      if (replaying) held.push(event);
      else send(event);
    });
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    // The stream lives only as long as its session: signed out, disabled, expired, deleted, or
    // moved to another role or clinic, it ends (the client then finds itself signed out).
    const sessionCheck = setInterval(() => {
      identityFromHeaders(app, request.headers, { touch: false }).then(
        (current) => {
          const same = current && current.userId === staff.userId && current.companyId === staff.companyId && current.role === staff.role;
          if (!same) res.end();
        },
        (error: unknown) => request.log.warn({ err: error }, 'event stream session check failed'),
      );
    }, app.config.STREAM_SESSION_CHECK_SECONDS * 1000);
    sessionCheck.unref();
    const cleanup = () => {
      clearInterval(heartbeat);
      clearInterval(sessionCheck);
      unsubscribe();
      open.delete(res);
      metrics.sseOpen.dec({ kind: 'staff' });
    };
    res.on('close', cleanup);

    try {
      if (resumeFrom !== null) {
        for (const event of await app.caseEvents.since(staff.companyId, resumeFrom)) send(event);
      }
    } catch (error) {
      request.log.warn({ err: error }, 'case event replay failed');
    }
    for (const event of held.sort((a, b) => a.id - b.id)) {
      if (resumeFrom === null || event.id > resumeFrom) send(event);
    }
    held.length = 0;
    replaying = false;
    replayed.clear();
  });
};

export const caseEventRoutes = eventRoutesPlugin;
