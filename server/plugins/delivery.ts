/**
 * Delivery of the outbox (server/delivery/): the job that delivers one message, registered when a channel is
 * configured, and `app.decisionNotifier`, which decisions use to queue the vendor's message (undefined without a
 * channel: the admin then tells the vendor by hand), `app.messageNotifier` for the other events' messages, and the
 * daily document reminders. Each delivery's result per channel is counted for /metrics.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { offeredChannels } from '../delivery/channels.ts';
import { decisionNotifier, type DecisionNotifier } from '../delivery/decisionMessages.ts';
import { deliveryJobHandler, MESSAGE_DELIVERY_JOB } from '../delivery/jobHandler.ts';
import { messageNotifier, type MessageNotifier } from '../delivery/notices.ts';
import { scheduleDocumentReminders } from '../delivery/reminders.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Queues a decision's message where a channel delivers it; undefined where none is configured. */
    decisionNotifier: DecisionNotifier | undefined;
    /** Queues the other events' messages (server/delivery/notices.ts); undefined where no channel is configured. */
    messageNotifier: MessageNotifier | undefined;
  }
}

async function delivery(app: FastifyInstance): Promise<void> {
  const channels = offeredChannels(app.config.delivery);
  app.decorate('decisionNotifier', channels.length ? decisionNotifier(() => app.jobs.wake()) : undefined);
  app.decorate('messageNotifier', channels.length ? messageNotifier(() => app.jobs.wake()) : undefined);
  if (!channels.length) return;
  scheduleDocumentReminders(app);
  const results = app.metrics.counter({ name: 'deliveries_total', help: 'Delivery attempts of automatic messages, by channel and result', labelNames: ['channel', 'result'] });
  const deliver = deliveryJobHandler({ db: app.db, config: app.config.delivery, now: () => new Date(app.clock()) });
  app.jobs.register(MESSAGE_DELIVERY_JOB, async (payload: { messageId: number }) => {
    try {
      const outcome = await deliver(payload);
      for (const report of outcome.channels) results.inc({ channel: report.channel, result: report.status });
    } catch (error) {
      const outcome = (error as { outcome?: { channels?: { channel: string; status: string }[] } }).outcome;
      for (const report of outcome?.channels ?? []) results.inc({ channel: report.channel, result: report.status });
      throw error;
    }
  });
}

export const deliveryPlugin = fp(delivery, { name: 'delivery', fastify: '5.x', dependencies: ['jobs', 'metrics'] });
