/**
 * The demo's requests, each with its meetings and appointments, its conversation and messages,
 * and from the contract stage on its contract and documents; and the users' request counts.
 */
import type * as s from '../db/schema';
import { after, atWorkingTime, before, DAY, dayFromToday, dayOf, HOUR } from './clock';
import {
  REQUEST_HISTORY_DAYS,
  SEED_COUNTS,
  type Row,
  type SeedIds,
  type SeedOptions,
  type ShardContext,
} from './seedContext';
import { GUEST_MESSAGES, GUEST_REPLIES, HOST_REPLIES, STAGES, type Stage } from './seedWords';

/**
 * The demo's owners: two open requests in three are owned, each taken by its owner an hour
 * after it arrived, in turn among the staff who may write; the rest wait in the unassigned
 * queue (ended requests keep no owner in the demo). Drawn from the id, not the random
 * stream, so that every other seeded value stays what it was.
 */
function ownerOf(
  id: number,
  createdAt: Date,
  ended: boolean,
  staff: SeedOptions['staff'],
  now: Date,
): { assigneeId: number | null; assignedById: number | null; assignedAt: Date | null } {
  const owners = staff.filter((s) => s.role !== 'viewer');
  if (ended || id % 3 === 0 || owners.length === 0) {
    return { assigneeId: null, assignedById: null, assignedAt: null };
  }
  const owner = owners[id % owners.length]!;
  const at = new Date(Math.min(createdAt.getTime() + HOUR, now.getTime()));
  return { assigneeId: owner.id, assignedById: owner.id, assignedAt: at };
}

/**
 * Who recorded a seeded cancellation or decline: one of the staff who may write, in turn
 * (drawn from the id, like the owners, so that every other seeded value stays what it was).
 */
function withdrawnByOf(
  id: number,
  isCancelled: boolean,
  staff: SeedOptions['staff'],
): { withdrawnById: number | null } {
  const writers = staff.filter((s) => s.role !== 'viewer');
  if (!isCancelled || writers.length === 0) return { withdrawnById: null };
  return { withdrawnById: writers[(id * 7) % writers.length]!.id };
}

/**
 * The shard's requests and what hangs on them; returns the offices they were made on (the
 * published ones, which guests bookmark too) and the last ids.
 */
export function seedRequests(
  { f, n, data, ids, now, staff }: ShardContext,
  confirmedGuests: Row<typeof s.users>[],
): {
  publishedOffices: Row<typeof s.offices>[];
  ids: Pick<
    SeedIds,
    'requests' | 'meetings' | 'appointments' | 'chatMessages' | 'contracts' | 'documents'
  >;
} {
  const requestCountByUser = new Map<number, number>();
  const requestCount = n(SEED_COUNTS.requests);
  let meetingId = ids.meetings;
  let appointmentId = ids.appointments;
  let messageId = ids.chatMessages;
  let contractId = ids.contracts;
  let documentId = ids.documents;
  const publishedOffices = data.offices.filter(
    (o) => o.publicationState === 1 || o.publicationState === 3,
  );
  const message = (
    conversationId: number,
    createdAt: Date,
    fields: Partial<Row<typeof s.chatMessages>>,
  ) => {
    data.chatMessages.push({
      id: ++messageId,
      conversationId,
      messageType: 'system',
      systemMessage: null,
      statusGuestMessage: null,
      statusHostMessage: null,
      sender: null,
      userMessage: null,
      createdAt,
      ...fields,
    });
  };
  for (let id = ids.requests + 1; id <= ids.requests + requestCount; id++) {
    // A third of the requests in the last 10 days so that the board's default week is busy.
    const age = f.datatype.boolean(0.3)
      ? f.number.float({ min: 0.05, max: 10 })
      : f.number.float({ min: 0.05, max: REQUEST_HISTORY_DAYS });
    const createdAt = new Date(atWorkingTime(before(now, age), f.number.int(47)).getTime());
    if (createdAt > now) createdAt.setTime(now.getTime() - HOUR);
    const office = f.helpers.arrayElement(publishedOffices);
    const guest = f.helpers.arrayElement(confirmedGuests);
    const guestId = guest.id as number;
    const hostId = office.hostId;
    requestCountByUser.set(guestId, (requestCountByUser.get(guestId) ?? 0) + 1);
    requestCountByUser.set(hostId, (requestCountByUser.get(hostId) ?? 0) + 1);
    const seats = f.number.int({ min: 1, max: Math.max(1, Math.min(30, office.capacity)) });
    const movein = dayOf(after(createdAt, f.number.int({ min: 7, max: 60 })));
    const months = f.helpers.arrayElement([1, 2, 3, 6, 12, 24]);
    const moveoutDate = new Date(Date.parse(movein) + months * 30.4 * DAY);
    const flexibility =
      office.flexibility === 'full_time'
        ? 5
        : f.number.int({ min: office.partTimeDays ?? 1, max: 5 });
    const amount = Math.round(office.price * seats * (flexibility / 5) * months);
    // The stage this request aims for; every column gets requests, recent ones too (their
    // stages follow each other within hours).
    const target = f.helpers.weightedArrayElement([
      { value: 0, weight: 25 },
      { value: 1, weight: 20 },
      { value: 2, weight: 14 },
      { value: 3, weight: 12 },
      { value: 4, weight: 8 },
      { value: 5, weight: 8 },
      { value: 6, weight: 13 },
    ]);
    const cancelled = f.datatype.boolean(0.14);
    const pace = Math.max(0.1, Math.min(4, age / 8));
    // Stage times: each one a little after the previous, never after now.
    const times: Date[] = [createdAt];
    let reached = 0;
    for (let k = 1; k <= target; k++) {
      const prev = times[k - 1] as Date;
      const t = new Date(prev.getTime() + f.number.float({ min: 0.1, max: 1 }) * pace * DAY);
      if (t.getTime() >= now.getTime() - HOUR) break;
      times.push(t);
      reached = k;
    }
    const stage = STAGES[reached] as Stage['key'];
    const visitDate =
      reached >= 3
        ? (times[3] as Date)
        : reached === 2
          ? atWorkingTime(after(now, f.number.float({ min: 0.5, max: 10 })), f.number.int(47))
          : null;
    const cancelledAt = cancelled
      ? atWorkingTime(
          after(times[reached] as Date, f.number.float({ min: 0.1, max: 3 })),
          f.number.int(47),
        )
      : null;
    const isCancelled = cancelled && cancelledAt !== null && cancelledAt < now;
    const cancelledBy = isCancelled ? f.helpers.arrayElement(['guest', 'host'] as const) : null;
    // At the meeting stage, the guest proposed the slots (step request_received: the host
    // accepts) or the host did (step meeting_proposed: the guest accepts).
    const guestProposed = reached === 1 && f.datatype.boolean(0.5);
    const step = isCancelled
      ? cancelledBy === 'guest'
        ? 'guest_cancelled'
        : 'host_declined'
      : stage === 'received' || guestProposed
        ? 'request_received'
        : stage;
    const request: Row<typeof s.requests> = {
      id,
      officeId: office.id as number,
      hostId,
      guestId,
      createdAt,
      amount: f.datatype.boolean(0.9) ? amount : null,
      moveinDate: movein,
      moveoutDate: dayOf(moveoutDate),
      seats,
      flexibility,
      initialMessage: f.helpers.arrayElement(GUEST_MESSAGES).replace('{n}', String(seats)),
      step,
      visitDate,
      isCancelled,
      cancelledBy,
      cancelReason: isCancelled
        ? cancelledBy === 'guest'
          ? f.helpers.arrayElement([0, 10, 20, 30, 1010, 1040, 1120])
          : f.helpers.arrayElement([0, 10, 20, 1000, 1030])
        : null,
      cancelMessage: isCancelled ? 'Annulé après échange avec le CSM.' : null,
      contractInfoId: null,
      hsDealUrl: f.datatype.boolean(0.7) ? `https://crm.example.com/deals/${100000 + id}` : null,
      meetingProposedAt: reached >= 1 ? (times[1] as Date) : null,
      visitScheduledAt: reached >= 2 ? (times[2] as Date) : null,
      visitPastAt: reached >= 3 ? (times[3] as Date) : null,
      contractStartAt: reached >= 4 ? (times[4] as Date) : null,
      contractSentAt: reached >= 5 ? (times[5] as Date) : null,
      contractSignedAt: reached >= 6 ? (times[6] as Date) : null,
      requestCancelledAt: isCancelled ? cancelledAt : null,
      hostRating:
        reached >= 3 || isCancelled
          ? f.datatype.boolean(0.6)
            ? f.number.int({ min: 1, max: 5 })
            : null
          : null,
      guestRating:
        reached >= 3 || isCancelled
          ? f.datatype.boolean(0.6)
            ? f.number.int({ min: 1, max: 5 })
            : null
          : null,
      officeRating:
        reached >= 3 ? (f.datatype.boolean(0.6) ? f.number.int({ min: 1, max: 5 }) : null) : null,
      ...ownerOf(id, createdAt, isCancelled || reached >= 6, staff, now),
      ...withdrawnByOf(id, isCancelled, staff),
    };
    data.requests.push(request);

    // Meetings: proposed at stage 1, accepted at 2, concluded from 3.
    if (reached >= 1) {
      const meetingState = reached === 1 ? 'proposed' : reached === 2 ? 'accepted' : 'concluded';
      const mid = ++meetingId;
      data.meetings.push({
        id: mid,
        requestId: id,
        state: meetingState,
        createdAt: times[1] as Date,
      });
      const slots = f.number.int({ min: 1, max: 3 });
      for (let k = 0; k < slots; k++) {
        const proposed =
          k === 0 && visitDate
            ? visitDate
            : atWorkingTime(
                after(
                  reached === 1 ? now : (times[1] as Date),
                  f.number.float({ min: 0.5, max: 8 }),
                ),
                f.number.int(47),
              );
        data.appointments.push({
          id: ++appointmentId,
          meetingId: mid,
          proposedDate: proposed,
          state: k === 0 ? meetingState : 'proposed',
        });
      }
    }

    // Conversation and its messages.
    const conversationId = id;
    const convo: Row<typeof s.conversations> = {
      id: conversationId,
      requestId: id,
      createdAt,
      lastMessageAt: createdAt,
    };
    data.conversations.push(convo);
    message(conversationId, createdAt, {
      messageType: 'request_received',
      systemMessage: `Nouvelle demande de contact #${id}.`,
    });
    message(conversationId, new Date(createdAt.getTime() + 60_000), {
      messageType: 'user',
      sender: 'guest',
      userMessage: request.initialMessage as string,
    });
    let last = new Date(createdAt.getTime() + 60_000);
    const userMessages: { sender: 'host' | 'guest'; at: Date }[] = [{ sender: 'guest', at: last }];
    const replies = f.number.int({ min: 0, max: 4 });
    for (let k = 0; k < replies; k++) {
      const at = new Date(last.getTime() + f.number.float({ min: 0.05, max: 1 }) * DAY);
      if (at >= now) break;
      const sender = k % 2 === 0 ? 'host' : 'guest';
      message(conversationId, at, {
        messageType: 'user',
        sender,
        userMessage: f.helpers.arrayElement(sender === 'host' ? HOST_REPLIES : GUEST_REPLIES),
      });
      userMessages.push({ sender, at });
      last = at;
    }
    const statusTexts: [string, string][] = [
      ['', ''],
      ["L'hôte vous propose des créneaux de visite.", 'Vous avez proposé des créneaux de visite.'],
      ['Votre visite est confirmée.', 'La visite est confirmée.'],
      ['Comment s’est passée votre visite ?', 'La visite a eu lieu.'],
      ['Le contrat est en préparation.', 'Préparez le contrat.'],
      ['Le contrat vous a été envoyé.', 'Le contrat a été envoyé au locataire.'],
      ['Le contrat est signé. Bienvenue !', 'Le contrat est signé.'],
    ];
    for (let k = 1; k <= reached; k++) {
      const at = times[k] as Date;
      const [guestMessage, hostMessage] = statusTexts[k] as [string, string];
      message(conversationId, at, {
        messageType: 'status',
        statusGuestMessage: guestMessage,
        statusHostMessage: hostMessage,
      });
      if (k === 1)
        message(conversationId, at, {
          messageType: 'meeting_proposed',
          systemMessage: 'Des créneaux de visite ont été proposés.',
        });
      if (at > last) last = at;
    }
    if (isCancelled && cancelledAt) {
      message(conversationId, cancelledAt, {
        messageType: 'status',
        statusGuestMessage:
          cancelledBy === 'guest' ? 'Vous avez annulé la demande.' : "L'hôte a décliné la demande.",
        statusHostMessage:
          cancelledBy === 'guest'
            ? 'Le locataire a annulé la demande.'
            : 'Vous avez décliné la demande.',
      });
      if (cancelledAt > last) last = cancelledAt;
    }
    convo.lastMessageAt = last;
    // The latest user messages may still be unread.
    const lastUser = userMessages.at(-1);
    if (lastUser && f.datatype.boolean(0.45)) {
      if (lastUser.sender === 'guest') convo.unreadByHost = 1;
      else convo.unreadByGuest = 1;
      convo.unreadByCsm = f.number.int({ min: 1, max: userMessages.length });
    }

    // Contract from the contract stage on.
    if (reached >= 4) {
      const cid = ++contractId;
      request.contractInfoId = cid;
      const signedAt = reached >= 6 ? (times[6] as Date) : null;
      // A few short contracts that already ended, so that every status exists.
      const expired = signedAt !== null && f.datatype.boolean(0.2);
      const startDate = expired ? dayFromToday(now, -f.number.int({ min: 60, max: 80 })) : movein;
      const endDate = expired
        ? dayFromToday(now, -f.number.int({ min: 1, max: 30 }))
        : dayOf(moveoutDate);
      const depositType = f.helpers.arrayElement(['date', 'at_contract_signature', null] as const);
      const total = amount;
      data.contracts.push({
        id: cid,
        uuid: f.string.uuid(),
        requestId: id,
        hostId,
        guestId,
        startDate,
        endDate,
        signedAt,
        paymentTermsType: f.helpers.arrayElement(['monthly', 'quarterly', 'upfront']),
        serviceFee: f.helpers.arrayElement(['basic', 'upfront', 'monthly'] as const),
        serviceFeePercentage: f.helpers.arrayElement([8, 10, 12, 15]),
        depositDueDate: depositType === 'date' ? startDate : null,
        depositDueDateType: depositType,
        depositAmount: depositType ? Math.round(total / Math.max(1, months)) * 2 : null,
        totalAmount: total,
        createdAt: times[4] as Date,
      });
      if (signedAt) {
        const types = ['invoice', 'payment', 'payout'] as const;
        const docs = f.number.int({ min: 2, max: 5 });
        for (let k = 0; k < docs; k++) {
          const createdDoc = new Date(
            Math.min(
              now.getTime() - HOUR,
              after(signedAt, k * f.number.float({ min: 1, max: 9 })).getTime(),
            ),
          );
          data.documents.push({
            id: ++documentId,
            contractId: cid,
            type: types[k % 3] as (typeof types)[number],
            amount: Math.round(total / Math.max(1, months)),
            createdAt: createdDoc,
          });
        }
      }
    }
  }
  for (const user of data.users)
    user.nbrContactRequests = requestCountByUser.get(user.id as number) ?? 0;
  return {
    publishedOffices,
    ids: {
      requests: ids.requests + requestCount,
      meetings: meetingId,
      appointments: appointmentId,
      chatMessages: messageId,
      contracts: contractId,
      documents: documentId,
    },
  };
}
