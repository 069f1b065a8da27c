import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../../db/schema.ts';
import { type CaseEvent, type CaseEventBus, eventById, eventsSince, storeEvent } from './bus.ts';

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

interface Notice {
  id: number;
  companyId: string;
  /** The whole event (with its case, when the publisher had it) when it fits in a notification. */
  event?: CaseEvent;
}

/** PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more; larger events are read by id. */
const NOTICE_MAX_BYTES = 7_900;

/**
 * DESIGN D7 on PostgreSQL: each server process keeps one dedicated connection that LISTENs; a
 * publisher stores the event, then NOTIFYs its id and company, and every process (itself included)
 * delivers it to its subscribers. The channel is per schema, so installations (and test suites)
 * sharing a database server never see each other's events.
 */
export async function createPgBus(
  db: Kysely<Database>,
  pool: pg.Pool,
  log: FastifyBaseLogger,
): Promise<CaseEventBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const channel = `asa_case_events_${rows[0]?.schema ?? 'public'}`.slice(0, 63);
  // Ids this process already delivered (it publishes locally at once, then hears its own NOTIFY).
  const delivered = new Set<number>();
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | null = null;

  const deliver = (event: CaseEvent) => {
    if (delivered.has(event.id)) return;
    delivered.add(event.id);
    if (delivered.size > 2000) delivered.delete(delivered.values().next().value as number);
    emitter.emit(event.companyId, event);
  };

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== channel || !message.payload) return;
    let notice: Notice;
    try {
      notice = JSON.parse(message.payload) as Notice;
    } catch {
      return;
    }
    if (delivered.has(notice.id) || emitter.listenerCount(notice.companyId) === 0) return;
    if (notice.event) {
      deliver(notice.event);
      return;
    }
    eventById(db, notice.id).then(
      (event) => event && deliver(event),
      (error: unknown) => log.warn({ err: error }, 'case event lookup failed'),
    );
  };

  const connect = async () => {
    const next = new pg.Client({
      connectionString: pool.options.connectionString,
      ...(pool.options.options ? { options: pool.options.options } : {}),
    });
    next.on('notification', onNotification);
    next.on('error', (error) => {
      log.warn({ err: error }, 'case event listener lost its connection');
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN "${channel}"`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    retryMs = RECONNECT_MIN_MS;
  };

  const scheduleReconnect = () => {
    const lost = client;
    client = null;
    lost?.removeAllListeners('notification');
    lost?.end().catch(() => undefined);
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().catch((error: unknown) => {
        log.warn({ err: error }, 'case event listener could not reconnect');
        retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
        scheduleReconnect();
      });
    }, retryMs);
    retryTimer.unref();
  };

  await connect();

  return {
    async publish(input) {
      const event = await storeEvent(db, input);
      deliver(event);
      // The event rides in the notification, so the other processes deliver it without a read.
      const whole = JSON.stringify({ id: event.id, companyId: event.companyId, event } satisfies Notice);
      const notice = Buffer.byteLength(whole) < NOTICE_MAX_BYTES ? whole : JSON.stringify({ id: event.id, companyId: event.companyId } satisfies Notice);
      await sql`select pg_notify(${channel}, ${notice})`.execute(db);
      return event;
    },
    subscribe(companyId, listener) {
      emitter.on(companyId, listener);
      return () => emitter.off(companyId, listener);
    },
    since: (companyId, lastId, limit) => eventsSince(db, companyId, lastId, limit),
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      emitter.removeAllListeners();
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
