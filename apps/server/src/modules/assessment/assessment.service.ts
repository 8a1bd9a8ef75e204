import {
  ASSESSMENT_MESSAGES,
  CAREER_ADMIN_MESSAGES,
  BIG_FIVE_TEMPLATE_IDS,
  DEFAULT_ASSESSMENT_TEMPLATE,
  normAgeBandOf,
  publicIdentity,
  registrationAge,
  TRAITS,
  traitLevel,
  type AssessmentAnswer,
  type AssessmentEligibility,
  type AssessmentHistoryEntry,
  type AssessmentQuestion,
  type AssessmentResults,
  type AssessmentSession,
  type AssessmentTemplate,
  type AssessmentTemplateId,
  type CareerAssessment,
  type SharedAssessment,
  type TraitName,
} from '@quizarena/contracts';
import type { TFunction } from 'i18next';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { ServerI18n } from '../../lib/i18n';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-token';
import { toIdentityInput } from '../auth';
import type { CareerAdvisor, Lang, TraitMap } from './assessment.ports';
import * as repo from './assessment.repo';
import { eligibilityOf, needsConsent, resultsVisible } from './eligibility';
import { checkAssessmentValidity, getTemplate, questionsFor, scoreAssessment } from './instrument';

/** The caller as the guard found them (the auth module's users row). */
export type Player = {
  id: string;
  birthYear: number | null;
  locale: string | null;
};

export type AssessmentServiceDeps = {
  db: Db;
  clock: Clock;
  i18n: ServerI18n;
  careers: CareerAdvisor;
};

const notFound = () => AppError.notFound(ASSESSMENT_MESSAGES.notFound);
const asLang = (locale: string): Lang => (locale.startsWith('es') ? 'es' : 'en');
const isoOrNull = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/**
 * The personality assessment (docs/ARCHITECTURE.md, 'Personality assessment'): eligibility,
 * attempts saved as the player goes, scoring at submission, and the results with the careers
 * module's advice. Results are the player's alone: another player's attempt is not found.
 */
export function createAssessmentService(deps: AssessmentServiceDeps) {
  const { db, clock, i18n, careers } = deps;

  const t = (lang: Lang): TFunction => i18n.t(lang);

  async function consentOf(userId: string) {
    return (await repo.findConsent(db, userId))?.status as
      'pending' | 'granted' | 'refused' | 'withdrawn' | undefined;
  }

  /** Refuses when the player may not see results now (withdrawn consent hides them). */
  async function requireVisible(player: Player): Promise<void> {
    const consent = (await consentOf(player.id)) ?? null;
    if (!resultsVisible(player.birthYear, consent, clock.now())) throw notFound();
  }

  async function eligibilityFor(player: Player) {
    const [consent, inProgress, [latest]] = await Promise.all([
      consentOf(player.id),
      repo.findInProgress(db, player.id),
      repo.listCompleted(db, player.id, 1),
    ]);
    const verdict = eligibilityOf({
      birthYear: player.birthYear,
      consent: consent ?? null,
      lastCompletedAt: latest?.completedAt ?? null,
      inProgress: Boolean(inProgress),
      now: clock.now(),
    });
    const visible = resultsVisible(player.birthYear, consent ?? null, clock.now());
    return { verdict, inProgress, latest: visible ? latest : undefined };
  }

  function traitsOf(row: repo.AssessmentRow): { scores: TraitMap; percentiles: TraitMap } {
    return {
      scores: row.result!.traitScores as TraitMap,
      percentiles: row.result!.percentiles as TraitMap,
    };
  }

  function traitDescriptions(traits: { scores: TraitMap; percentiles: TraitMap }, lang: Lang) {
    const tr = t(lang);
    return Object.fromEntries(
      TRAITS.map((trait) => {
        const score = traits.scores[trait];
        const level = traitLevel(score);
        const base = `personality:traits.${trait}.levels.${level}`;
        return [
          trait,
          {
            score,
            percentile: traits.percentiles[trait],
            level,
            description: tr(`${base}.description` as never) as string,
            strengths: tr(`${base}.strengths` as never, { returnObjects: true }) as string[],
            areas_for_growth: tr(`${base}.growth` as never, { returnObjects: true }) as string[],
          },
        ];
      }),
    ) as AssessmentResults['trait_descriptions'];
  }

  function facetsOf(row: repo.AssessmentRow, lang: Lang): AssessmentResults['facet_scores'] {
    const facets = row.result!.facets;
    if (!facets) return null;
    const tr = t(lang);
    return Object.fromEntries(
      TRAITS.map((trait) => [
        trait,
        (facets[trait] ?? []).map((facet) => ({
          ...facet,
          name: tr(`personality:facets.${facet.facet}` as never) as string,
        })),
      ]),
    ) as NonNullable<AssessmentResults['facet_scores']>;
  }

  async function resultsDto(
    userId: string,
    row: repo.AssessmentRow,
    lang: Lang,
  ): Promise<AssessmentResults> {
    const traits = traitsOf(row);
    const advice = await careers.advise(userId, traits, lang);
    const tr = t(lang);
    const result = row.result!;
    return {
      assessment_id: row.id,
      template_id: row.templateId as AssessmentTemplateId,
      completed_at: row.completedAt!.toISOString(),
      time_taken_minutes: Math.round(
        (row.completedAt!.getTime() - row.startedAt.getTime()) / 60_000,
      ),
      is_valid: row.isValid ?? true,
      validity_notes: result.validity.map((code) => ({
        code: code as AssessmentResults['validity_notes'][number]['code'],
        message: tr(`personality:validity.${code}` as never) as string,
      })),
      trait_scores: traits.scores,
      percentile_scores: traits.percentiles,
      norm_group: tr('personality:normGroup' as never, {
        band: tr(`personality:ageBands.${result.normGroup}` as never),
      }) as string,
      facet_scores: facetsOf(row, lang),
      trait_descriptions: traitDescriptions(traits, lang),
      ai_insights: advice.insights,
      personality_type: advice.personalityType,
      career_suggestions: advice.careers,
      learning_recommendations: [advice.learningStyle],
      shared: row.shareTokenHash !== null,
    };
  }

  async function latestVisible(player: Player): Promise<repo.AssessmentRow | undefined> {
    const consent = (await consentOf(player.id)) ?? null;
    if (!resultsVisible(player.birthYear, consent, clock.now())) return undefined;
    return (await repo.listCompleted(db, player.id, 1))[0];
  }

  type Advice = Awaited<ReturnType<CareerAdvisor['advise']>>;

  function careerAssessmentFrom(row: repo.AssessmentRow, advice: Advice): CareerAssessment {
    const traits = traitsOf(row);
    return {
      assessment_id: row.id,
      personality_type: advice.personalityType,
      learning_style: advice.learningStyle.style,
      trait_scores: traits.scores,
      percentile_scores: traits.percentiles,
      completed_at: row.completedAt!.toISOString(),
      is_valid: row.isValid ?? true,
    };
  }

  async function careerAssessmentOf(player: Player, lang: Lang): Promise<CareerAssessment | null> {
    const row = await latestVisible(player);
    if (!row) return null;
    return careerAssessmentFrom(row, await careers.advise(player.id, traitsOf(row), lang));
  }

  async function recommendations(player: Player, lang: Lang) {
    const row = await latestVisible(player);
    const [skills, assignedPath] = await Promise.all([
      careers.skills(player.id),
      careers.assignedPath(player.id),
    ]);
    if (!row)
      return {
        recommendations: [],
        skills,
        learning_plan: null,
        learning_style: null,
        attribution: careers.attribution,
        assigned_path: assignedPath,
      };
    const traits = traitsOf(row);
    const [advice, plan] = await Promise.all([
      careers.advise(player.id, traits, lang),
      careers.learningPlan(player.id, traits, lang),
    ]);
    return {
      recommendations: advice.careers.map((career) => ({
        ...career,
        id: career.code,
        growth_outlook: null,
        remote_friendly: null,
      })),
      skills,
      learning_plan: plan,
      learning_style: advice.learningStyle,
      attribution: careers.attribution,
      assigned_path: assignedPath,
    };
  }

  async function playerOrNotFound(userId: string) {
    const player = await repo.findPlayer(db, userId);
    if (!player) throw AppError.notFound(CAREER_ADMIN_MESSAGES.userNotFound);
    return player;
  }

  async function ownCompleted(player: Player, id: string): Promise<repo.AssessmentRow> {
    await requireVisible(player);
    const row = await repo.findOwn(db, player.id, id);
    if (!row || row.status !== 'completed') throw notFound();
    return row;
  }

  /** Answers as a map, every id checked against the form (a stranger's id names the field). */
  function answerMap(templateId: AssessmentTemplateId, answers: AssessmentAnswer[]) {
    const known = new Set(getTemplate(templateId).items.map((item) => item.id));
    const map: Record<string, number> = {};
    answers.forEach((answer, index) => {
      if (!known.has(answer.question_id))
        throw AppError.validation(
          `body.answers.${index}.question_id`,
          ASSESSMENT_MESSAGES.unknownQuestion,
        );
      map[answer.question_id] = answer.score;
    });
    return map;
  }

  const sessionDto = (row: repo.AssessmentRow): AssessmentSession => ({
    assessment_id: row.id,
    template_id: row.templateId as AssessmentTemplateId,
    status: row.status as AssessmentSession['status'],
    started_at: row.startedAt.toISOString(),
    answers: Object.entries(row.answers).map(([question_id, score]) => ({ question_id, score })),
  });

  return {
    /** The reader's language for generated texts: their chosen one, else the request's. */
    langOf(player: Player, requestLocale: string): Lang {
      return asLang(player.locale ?? requestLocale);
    },

    templates(lang: Lang): AssessmentTemplate[] {
      const tr = t(lang);
      return BIG_FIVE_TEMPLATE_IDS.map((id) => {
        const template = getTemplate(id);
        return {
          id,
          name: tr(`personality:templates.${id}.name` as never) as string,
          description: tr(`personality:templates.${id}.description` as never) as string,
          question_count: template.item_count,
          estimated_duration: template.estimated_minutes,
          facets_scored: template.facets_scored,
          source:
            'IPIP-NEO-120 (Johnson, 2014), public-domain items from the International Personality Item Pool; item texts from @bigfive-org/questions (MIT)',
        };
      });
    },

    async eligibility(player: Player, lang: Lang): Promise<AssessmentEligibility> {
      const { verdict, inProgress, latest } = await eligibilityFor(player);
      return {
        eligible: verdict.eligible,
        reason: verdict.reason && i18n.message(lang, verdict.reason, 'FORBIDDEN'),
        action_required: verdict.actionRequired,
        estimated_duration: getTemplate(DEFAULT_ASSESSMENT_TEMPLATE).estimated_minutes,
        in_progress_assessment_id: inProgress?.id ?? null,
        latest_assessment_id: latest?.id ?? null,
        retake_available_at: isoOrNull(verdict.retakeAvailableAt),
      };
    },

    questions(templateId: AssessmentTemplateId, lang: Lang): AssessmentQuestion[] {
      return questionsFor(templateId, lang);
    },

    /** Begins an attempt once: an attempt already in progress is the answer. */
    async create(player: Player, templateId: AssessmentTemplateId): Promise<AssessmentSession> {
      const { verdict, inProgress } = await eligibilityFor(player);
      if (verdict.actionRequired) throw AppError.forbidden(verdict.reason!);
      if (inProgress) return sessionDto(inProgress);
      if (!verdict.eligible) throw AppError.forbidden(verdict.reason!);
      return sessionDto(await repo.insertOrFindInProgress(db, player.id, templateId, clock.now()));
    },

    async session(player: Player, id: string): Promise<AssessmentSession> {
      await requireVisible(player);
      const row = await repo.findOwn(db, player.id, id);
      if (!row) throw AppError.notFound(ASSESSMENT_MESSAGES.assessmentNotFound);
      return sessionDto(row);
    },

    async saveAnswers(player: Player, id: string, answers: AssessmentAnswer[]) {
      const row = await repo.findOwn(db, player.id, id);
      if (!row) throw AppError.notFound(ASSESSMENT_MESSAGES.assessmentNotFound);
      // No answers are taken while a consent is missing (withdrawn mid-attempt, say).
      const { verdict } = await eligibilityFor(player);
      if (verdict.actionRequired) throw AppError.forbidden(verdict.reason!);
      const map = answerMap(row.templateId as AssessmentTemplateId, answers);
      const merged = await repo.mergeAnswers(db, row.id, map);
      if (!merged) throw AppError.conflict('CONFLICT', ASSESSMENT_MESSAGES.alreadySubmitted);
      return { assessment_id: row.id, answered_count: Object.keys(merged).length };
    },

    /**
     * Scores an attempt: the answers saved along the way with those sent now (the newer win),
     * every statement answered, the player still allowed (a consent may have been withdrawn).
     */
    async submit(
      player: Player,
      body: { assessment_id: string; answers: AssessmentAnswer[] },
      lang: Lang,
    ): Promise<AssessmentResults> {
      const row = await repo.findOwn(db, player.id, body.assessment_id);
      if (!row) throw AppError.notFound(ASSESSMENT_MESSAGES.assessmentNotFound);
      if (row.status !== 'in_progress')
        throw AppError.conflict('CONFLICT', ASSESSMENT_MESSAGES.alreadySubmitted);
      const templateId = row.templateId as AssessmentTemplateId;
      const answers = { ...row.answers, ...answerMap(templateId, body.answers) };
      const count = Object.keys(answers).length;
      if (count === 0) throw AppError.validation('body.answers', ASSESSMENT_MESSAGES.noAnswers);
      if (count < getTemplate(templateId).item_count)
        throw AppError.validation('body.answers', ASSESSMENT_MESSAGES.incomplete);
      const { verdict } = await eligibilityFor(player);
      if (verdict.actionRequired) throw AppError.forbidden(verdict.reason!);

      const now = clock.now();
      const age = registrationAge(player.birthYear!, now.getUTCFullYear());
      const seconds = (now.getTime() - row.startedAt.getTime()) / 1000;
      const scores = scoreAssessment(templateId, answers, age);
      const validity = checkAssessmentValidity(templateId, answers, seconds);
      const byTrait = <T>(pick: (trait: TraitName) => T) =>
        Object.fromEntries(TRAITS.map((trait) => [trait, pick(trait)]));
      const result = {
        traitScores: byTrait((trait) => scores[trait].score),
        percentiles: byTrait((trait) => scores[trait].percentile),
        facets: getTemplate(templateId).facets_scored
          ? byTrait((trait) =>
              Object.entries(scores[trait].facets ?? {}).map(([facet, scale]) => ({
                facet,
                score: scale.score,
                percentile: scale.percentile,
              })),
            )
          : null,
        validity: validity.reasons,
        normGroup: normAgeBandOf(age),
      };
      const done = await repo.complete(db, row.id, {
        answers,
        completedAt: now,
        ageAtCompletion: age,
        result,
        isValid: validity.is_valid,
      });
      if (!done) throw AppError.conflict('CONFLICT', ASSESSMENT_MESSAGES.alreadySubmitted);
      const completed = (await repo.findOwn(db, player.id, row.id))!;
      return resultsDto(player.id, completed, lang);
    },

    /** One attempt's results, or the newest when `id` is not given. */
    async results(player: Player, id: string | undefined, lang: Lang): Promise<AssessmentResults> {
      const row = id ? await ownCompleted(player, id) : await latestVisible(player);
      if (!row) throw notFound();
      return resultsDto(player.id, row, lang);
    },

    async history(player: Player, limit: number) {
      const { verdict } = await eligibilityFor(player);
      const consent = (await consentOf(player.id)) ?? null;
      const rows = resultsVisible(player.birthYear, consent, clock.now())
        ? await repo.listCompleted(db, player.id, limit)
        : [];
      return {
        assessments: rows.map((row): AssessmentHistoryEntry => ({
          assessment_id: row.id,
          template_id: row.templateId as AssessmentTemplateId,
          completed_at: row.completedAt!.toISOString(),
          is_valid: row.isValid ?? true,
          trait_scores: traitsOf(row).scores,
          percentile_scores: traitsOf(row).percentiles,
        })),
        retake_available_at: isoOrNull(verdict.retakeAvailableAt),
      };
    },

    async learningStyle(player: Player, lang: Lang) {
      const row = await latestVisible(player);
      if (!row) throw notFound();
      const advice = await careers.advise(player.id, traitsOf(row), lang);
      return { assessment_id: row.id, learning_style: advice.learningStyle };
    },

    async careerMatch(player: Player, lang: Lang) {
      const row = await latestVisible(player);
      if (!row) throw notFound();
      const advice = await careers.advise(player.id, traitsOf(row), lang);
      return {
        assessment_id: row.id,
        personality_type: advice.personalityType,
        interests: advice.interests,
        careers: advice.careers,
        attribution: careers.attribution,
      };
    },

    /** Turns the traits-only share link on (a new link each time) or off. */
    async share(player: Player, id: string, enabled: boolean) {
      const row = await ownCompleted(player, id);
      // A parent consented to results private to their child: a minor's are never published.
      if (enabled && needsConsent(player.birthYear, clock.now()))
        throw AppError.forbidden(ASSESSMENT_MESSAGES.shareUnder16);
      if (!enabled) {
        await repo.setShareTokenHash(db, row.id, null);
        return { share_url: null };
      }
      const token = newOpaqueToken();
      await repo.setShareTokenHash(db, row.id, hashOpaqueToken(token));
      return { share_url: `/shared/assessment/${token}` };
    },

    /** What a share link shows anyone: the name by the public-identity rule and the traits. */
    async shared(token: string): Promise<SharedAssessment> {
      const found = await repo.findByShareTokenHash(db, hashOpaqueToken(token));
      if (!found || found.owner.status !== 'active') throw notFound();
      const consent = (await consentOf(found.owner.id)) ?? null;
      if (!resultsVisible(found.owner.birthYear, consent, clock.now())) throw notFound();
      const identity = publicIdentity(toIdentityInput(found.owner), clock.now().getUTCFullYear());
      if (!identity.listed) throw notFound();
      const traits = traitsOf(found.assessment);
      return {
        name: identity.displayName,
        completed_at: found.assessment.completedAt!.toISOString(),
        trait_scores: traits.scores,
        percentile_scores: traits.percentiles,
        levels: Object.fromEntries(
          TRAITS.map((trait) => [trait, traitLevel(traits.scores[trait])]),
        ) as Record<TraitName, 'high' | 'moderate' | 'low'>,
      };
    },

    /** The career page's view of the newest result, or null before the first. */
    careerAssessment: careerAssessmentOf,

    /**
     * The career page's recommendations, skills and plan; skills and a path an administrator
     * assigned show even before an assessment.
     */
    recommendations,

    /**
     * What the player's career page shows, for the admin console: their newest visible result
     * (a withdrawn consent hides it here too) and the recommendations, in `lang` (the reader's).
     * NOT_FOUND for an unknown user.
     */
    async careerView(userId: string, lang: Lang) {
      const player = await playerOrNotFound(userId);
      const [assessment, recommended] = await Promise.all([
        careerAssessmentOf(player, lang),
        recommendations(player, lang),
      ]);
      return { user: { id: player.id, name: player.name }, assessment, ...recommended };
    },

    /**
     * The rules' reading of the player's newest visible result and their play, for the admin
     * console: the same insights provider and learning style as their results page, and the
     * evidence their quizzes show. Without a result only the evidence. NOT_FOUND for an unknown user.
     */
    async analysis(userId: string, lang: Lang) {
      const player = await playerOrNotFound(userId);
      const row = await latestVisible(player);
      const [skills, advice] = await Promise.all([
        careers.skills(player.id),
        row ? careers.advise(player.id, traitsOf(row), lang) : null,
      ]);
      return {
        user: { id: player.id, name: player.name },
        assessment: row && advice ? careerAssessmentFrom(row, advice) : null,
        insights: advice?.insights ?? null,
        learning_style: advice?.learningStyle ?? null,
        skills,
        analyzed_at: clock.now().toISOString(),
      };
    },
  };
}
export type AssessmentService = ReturnType<typeof createAssessmentService>;
