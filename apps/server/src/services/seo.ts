import { desc, eq } from 'drizzle-orm';
import { SEO_GENERATION_TIMEOUT_MS } from '@backoffice/domain';
import type { Db } from '../db/client';
import type { offices } from '../db/schema';
import { seoJobs } from '../db/schema';

type OfficeRow = typeof offices.$inferSelect;

const TYPE_FR = {
  shared: 'espace partagé',
  entire: 'plateau entier',
  private: 'bureau privatif',
} as const;
const TYPE_EN = {
  shared: 'shared space',
  entire: 'entire floor',
  private: 'private office',
} as const;
const FLEX_FR = {
  full_time: 'à temps plein',
  part_time: 'à temps partiel',
  full_and_part_time: 'à temps plein ou partiel',
} as const;
const FLEX_EN = {
  full_time: 'full time',
  part_time: 'part time',
  full_and_part_time: 'full or part time',
} as const;

/** The SEO description of an office, composed from its own data, in French and English. */
export function composeSeoDescription(office: OfficeRow): { fr: string; en: string } {
  const place = `${office.city} (${office.zipCode})`;
  const seats = office.minCapacity
    ? `${office.minCapacity} à ${office.capacity}`
    : `${office.capacity}`;
  const seatsEn = office.minCapacity
    ? `${office.minCapacity} to ${office.capacity}`
    : `${office.capacity}`;
  const fr = [
    `${TYPE_FR[office.officeType][0]?.toUpperCase()}${TYPE_FR[office.officeType].slice(1)} de ${office.surface} m² au ${office.addressLine1}, ${place}.`,
    `Il accueille ${seats} postes, ${FLEX_FR[office.flexibility]}, à partir de ${office.price} € HT par poste et par mois.`,
    office.minDuration
      ? `Engagement minimum : ${office.minDuration} mois.`
      : 'Sans durée minimum d’engagement.',
    `Un bureau flexible idéal pour une équipe qui veut s’installer rapidement à ${office.city}.`,
  ].join(' ');
  const en = [
    `${TYPE_EN[office.officeType][0]?.toUpperCase()}${TYPE_EN[office.officeType].slice(1)} of ${office.surface} m² at ${office.addressLine1}, ${place}.`,
    `It seats ${seatsEn}, ${FLEX_EN[office.flexibility]}, from EUR ${office.price} excl. VAT per desk per month.`,
    office.minDuration ? `Minimum term: ${office.minDuration} months.` : 'No minimum term.',
    `A flexible office for a team that wants to move into ${office.city} quickly.`,
  ].join(' ');
  return { fr, en };
}

export interface SeoStatus {
  status: 'pending' | 'done' | 'failed';
  seoDescription: { fr: string | null; en: string | null } | null;
  error?: string | null;
}

/**
 * Generates SEO descriptions in the background: start() records a pending job and answers
 * at once; the text is composed a little later (delayMs stands for the real generator's
 * latency) and kept with the job, never written into the office: the modal puts it in its
 * editor, and only Save (update_seo) changes the office (generating is not saving).
 * status() answers the office's latest job, its text once done. A job still pending after
 * the 3-minute limit is reported failed.
 */
export class SeoGenerator {
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly db: () => Db,
    /** Stands for the real generator's latency (the SEO location texts wait as long). */
    readonly delayMs = 1500,
  ) {}

  /**
   * `db` is the write's transaction: the job is recorded with the call, or not at all; its
   * work starts once the call has committed (`afterCommit`): begun before, its update on
   * another connection would find no job yet and leave it pending for ever.
   */
  async start(
    office: OfficeRow,
    now: Date,
    db: Db = this.db(),
    afterCommit: (work: () => void) => void = (work) => work(),
  ): Promise<SeoStatus> {
    const [job] = await db
      .insert(seoJobs)
      .values({ officeId: office.id, state: 'pending', createdAt: now })
      .returning();
    afterCommit(() => this.run(job!.id, office));
    return { status: 'pending', seoDescription: null, error: null };
  }

  /** Composes the job's text after the generator's latency, and keeps it with the job. */
  private run(jobId: number, office: OfficeRow): void {
    const work = (async () => {
      await new Promise((resolve) => setTimeout(resolve, this.delayMs));
      try {
        const text = composeSeoDescription(office);
        await this.db()
          .update(seoJobs)
          .set({
            state: 'done',
            descriptionFr: text.fr,
            descriptionEn: text.en,
            finishedAt: new Date(),
          })
          .where(eq(seoJobs.id, jobId));
      } catch (error) {
        await this.db()
          .update(seoJobs)
          .set({ state: 'failed', error: String(error), finishedAt: new Date() })
          .where(eq(seoJobs.id, jobId))
          .catch(() => {});
      }
    })();
    this.running.add(work);
    void work.finally(() => this.running.delete(work));
  }

  async status(office: OfficeRow, now: Date): Promise<SeoStatus> {
    const [job] = await this.db()
      .select()
      .from(seoJobs)
      .where(eq(seoJobs.officeId, office.id))
      .orderBy(desc(seoJobs.id))
      .limit(1);
    // No job yet: what the office holds is all there is to answer.
    if (!job)
      return {
        status: 'done',
        seoDescription: { fr: office.seoDescriptionFr, en: office.seoDescriptionEn },
        error: null,
      };
    if (job.state === 'done')
      return {
        status: 'done',
        seoDescription: { fr: job.descriptionFr, en: job.descriptionEn },
        error: null,
      };
    if (job.state === 'failed')
      return {
        status: 'failed',
        seoDescription: null,
        error: job.error ?? 'The generation failed.',
      };
    if (now.getTime() - job.createdAt.getTime() > SEO_GENERATION_TIMEOUT_MS) {
      return {
        status: 'failed',
        seoDescription: null,
        error: 'The generation took longer than 3 minutes.',
      };
    }
    return { status: 'pending', seoDescription: null, error: null };
  }

  /** Waits for the jobs under way (tests, shutdown). */
  async idle(): Promise<void> {
    await Promise.all([...this.running]);
  }
}
