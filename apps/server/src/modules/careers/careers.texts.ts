import { HOLLAND_NAMES, type RiasecLetter } from './riasec';
import type { Lang, Trait, TraitLevel } from './traits';

/**
 * The sentences the careers module writes itself (insights, learning style, plan reasons), in
 * both interface languages. They are generated on the server from rules, so they live beside the
 * rules rather than in the client's catalogues. `{name}` marks a value filled in by `fill`.
 */

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const DAY_PARTS = ['morning', 'afternoon', 'evening', 'night'] as const;
export type DayPart = (typeof DAY_PARTS)[number];

export const LEARNING_STYLES = ['collaborative', 'structured', 'exploratory', 'steady'] as const;
export type LearningStyleKey = (typeof LEARNING_STYLES)[number];

type TraitLine = { strength?: string; growth?: string };

export type CareersTexts = {
  hollandNames: Record<RiasecLetter, string>;
  /** The knowledge areas a quiz can show, in this language (O*NET names them in English). */
  areaNames: Record<string, string>;
  weekdays: Record<Weekday, string>;
  dayParts: Record<DayPart, string>;
  plan: {
    areaReason: string;
    weakReason: string;
    rhythm: string;
    rhythmNoPlay: string;
  };
  insights: {
    traits: Record<Trait, Partial<Record<TraitLevel, TraitLine>>>;
    shownArea: string;
    belowBar: string;
    noEvidence: string;
    summary: string;
    noneShown: string;
  };
  style: {
    names: Record<LearningStyleKey, string>;
    strategies: Record<LearningStyleKey, string>;
    techniques: {
      retrieval: string;
      spacing: string;
      practiceFirst: string;
      readExplanations: string;
      tryTimed: string;
      interleave: string;
    };
    environment: {
      companyOthers: string;
      companyAlone: string;
      companyEither: string;
      modePracticeFirst: string;
      modeAsYouPlay: string;
      modeNone: string;
      timeYours: string;
      timeAny: string;
    };
    time: { sessions: string; review: string; quizLength: string };
    evidenceNote: string;
  };
  modeNames: Record<string, string>;
};

const en: CareersTexts = {
  hollandNames: HOLLAND_NAMES,
  areaNames: {
    'Computers and Electronics': 'Computers and Electronics',
    Mathematics: 'Mathematics',
    Physics: 'Physics',
    Chemistry: 'Chemistry',
    Biology: 'Biology',
    'History and Archeology': 'History and Archeology',
    Geography: 'Geography',
    'Law and Government': 'Law and Government',
    'Fine Arts': 'Fine Arts',
    'Philosophy and Theology': 'Philosophy and Theology',
    Design: 'Design',
    'Economics and Accounting': 'Economics and Accounting',
    'Sales and Marketing': 'Sales and Marketing',
  },
  weekdays: {
    monday: 'Monday',
    tuesday: 'Tuesday',
    wednesday: 'Wednesday',
    thursday: 'Thursday',
    friday: 'Friday',
    saturday: 'Saturday',
    sunday: 'Sunday',
  },
  dayParts: {
    morning: 'In the morning',
    afternoon: 'In the afternoon',
    evening: 'In the evening',
    night: 'At night',
  },
  plan: {
    areaReason: 'Builds {area}, which {count} of your top matches need.',
    weakReason: '{accuracy}% over {answers} answers here; 60% shows the knowledge.',
    rhythm:
      'You played on {days} of the last 28 days. Aim for {sessions} sessions a week of about {minutes} minutes, and go over your missed questions on {day}.',
    rhythmNoPlay:
      'No play in the last 28 days yet. Start with {sessions} sessions a week of about {minutes} minutes, and go over your missed questions on {day}.',
  },
  insights: {
    traits: {
      openness: {
        high: { strength: 'Curious about new ideas: unfamiliar topics come easily to you.' },
        low: { growth: 'You like familiar ground: add one new topic a week to widen your range.' },
      },
      conscientiousness: {
        high: { strength: 'Organised and persistent: a regular plan suits you.' },
        low: { growth: 'Regular practice may not come easily: short sessions at a set time help.' },
      },
      extraversion: {
        high: { strength: 'Energised by others: live games and study groups suit you.' },
        low: { strength: 'Happy working on your own: solo practice suits you.' },
      },
      agreeableness: {
        high: { strength: 'Cooperative: you help a study group work well.' },
        low: { strength: 'Independent: you hold to your own view and question answers.' },
      },
      neuroticism: {
        high: {
          growth:
            'Pressure can weigh on you: play in practice mode, without a countdown, before timed play.',
        },
        low: { strength: 'Calm under pressure: timed and competitive modes suit you.' },
      },
    },
    shownArea: 'Shown in quizzes: {area} ({accuracy}% over {answers} answers).',
    belowBar: '{area}: {accuracy}% over {answers} answers, below the 60% that shows it.',
    noEvidence: 'No quiz evidence yet: play a few quizzes so your matches can use what you know.',
    summary:
      'Estimated interests: {type} (estimated from personality, which predicts interests only weakly). Knowledge shown in quizzes: {areas}.',
    noneShown: 'none yet',
  },
  style: {
    names: {
      collaborative: 'Collaborative',
      structured: 'Structured',
      exploratory: 'Exploratory',
      steady: 'Steady',
    },
    strategies: {
      collaborative:
        'Learn with others: join a study group or a live game, then go over what you missed on your own.',
      structured: 'Follow a plan: set days, one topic at a time, and a weekly review of mistakes.',
      exploratory:
        'Follow your curiosity across topics, then come back to each one to check what stayed.',
      steady: 'Small, regular steps: short quizzes on a few topics, repeated until they stick.',
    },
    techniques: {
      retrieval: 'Retrieval practice: answer before you look anything up; every quiz does this.',
      spacing: 'Spacing: come back to a topic a few days later rather than replaying it at once.',
      practiceFirst: 'Start a topic in practice mode and switch to timed once you pass 60%.',
      readExplanations:
        'Quick fire skips explanations: play practice mode now and then to read them.',
      tryTimed: 'Try timed mode on the topics where you already pass 60%.',
      interleave: 'Mix two or three topics in one session instead of one topic at a time.',
    },
    environment: {
      companyOthers: 'With others: study groups and live games',
      companyAlone: 'On your own, somewhere quiet',
      companyEither: 'On your own or with others, as the topic needs',
      modePracticeFirst: 'Practice mode first, timed later',
      modeAsYouPlay: 'Mostly {mode}, as you play now',
      modeNone: 'Any mode; practice mode shows explanations',
      timeYours: '{part}, when you already play most',
      timeAny: 'Any set time you can keep',
    },
    time: {
      sessions: '{sessions} sessions a week of about {minutes} minutes',
      review: 'Go over missed questions on {day}',
      quizLength: 'Your quizzes take about {minutes} min each: plan sessions around that',
    },
    evidenceNote:
      "Matching teaching to a person's 'learning style' has little support in controlled studies (Pashler, McDaniel, Rohrer & Bjork, 2008, Psychological Science in the Public Interest 9:105-119). Read these as preferences that keep you practising; testing yourself and spacing your practice are among the best-supported techniques for everyone (Dunlosky et al., 2013).",
  },
  modeNames: {
    practice: 'practice',
    timed: 'timed',
    quick_fire: 'quick fire',
    competitive: 'competitive',
  },
};

const es: CareersTexts = {
  hollandNames: {
    R: 'Realista',
    I: 'Investigador',
    A: 'Artístico',
    S: 'Social',
    E: 'Emprendedor',
    C: 'Convencional',
  },
  areaNames: {
    'Computers and Electronics': 'Informática y electrónica',
    Mathematics: 'Matemáticas',
    Physics: 'Física',
    Chemistry: 'Química',
    Biology: 'Biología',
    'History and Archeology': 'Historia y arqueología',
    Geography: 'Geografía',
    'Law and Government': 'Derecho y gobierno',
    'Fine Arts': 'Bellas artes',
    'Philosophy and Theology': 'Filosofía y teología',
    Design: 'Diseño',
    'Economics and Accounting': 'Economía y contabilidad',
    'Sales and Marketing': 'Ventas y marketing',
  },
  weekdays: {
    monday: 'lunes',
    tuesday: 'martes',
    wednesday: 'miércoles',
    thursday: 'jueves',
    friday: 'viernes',
    saturday: 'sábado',
    sunday: 'domingo',
  },
  dayParts: {
    morning: 'Por la mañana',
    afternoon: 'Por la tarde',
    evening: 'A última hora de la tarde',
    night: 'Por la noche',
  },
  plan: {
    areaReason: 'Refuerza {area}, que necesitan {count} de tus mejores coincidencias.',
    weakReason: '{accuracy}% en {answers} respuestas aquí; el 60% demuestra el conocimiento.',
    rhythm:
      'Jugaste {days} de los últimos 28 días. Apunta a {sessions} sesiones por semana de unos {minutes} minutos y repasa tus fallos el {day}.',
    rhythmNoPlay:
      'Aún no has jugado en los últimos 28 días. Empieza con {sessions} sesiones por semana de unos {minutes} minutos y repasa tus fallos el {day}.',
  },
  insights: {
    traits: {
      openness: {
        high: {
          strength: 'Curiosidad por las ideas nuevas: los temas desconocidos te resultan fáciles.',
        },
        low: {
          growth:
            'Prefieres terreno conocido: añade un tema nuevo cada semana para ampliar tu repertorio.',
        },
      },
      conscientiousness: {
        high: { strength: 'Organización y constancia: un plan regular encaja contigo.' },
        low: {
          growth:
            'Practicar con regularidad puede costarte: ayudan las sesiones cortas a una hora fija.',
        },
      },
      extraversion: {
        high: {
          strength:
            'Te activa la compañía: las partidas en vivo y los grupos de estudio encajan contigo.',
        },
        low: {
          strength: 'Trabajas a gusto por tu cuenta: la práctica en solitario encaja contigo.',
        },
      },
      agreeableness: {
        high: { strength: 'Cooperación: ayudas a que un grupo de estudio funcione bien.' },
        low: { strength: 'Independencia: mantienes tu criterio y cuestionas las respuestas.' },
      },
      neuroticism: {
        high: {
          growth:
            'La presión puede pesarte: juega en modo práctica, sin cuenta atrás, antes de jugar con tiempo.',
        },
        low: {
          strength: 'Calma bajo presión: los modos con tiempo y competitivo encajan contigo.',
        },
      },
    },
    shownArea: 'Demostrado en los cuestionarios: {area} ({accuracy}% en {answers} respuestas).',
    belowBar: '{area}: {accuracy}% en {answers} respuestas, por debajo del 60% que lo demuestra.',
    noEvidence:
      'Aún no hay datos de cuestionarios: juega algunos para que tus coincidencias tengan en cuenta lo que sabes.',
    summary:
      'Intereses estimados: {type} (estimados a partir de la personalidad, que predice los intereses solo débilmente). Conocimientos demostrados en los cuestionarios: {areas}.',
    noneShown: 'ninguno todavía',
  },
  style: {
    names: {
      collaborative: 'Colaborativo',
      structured: 'Estructurado',
      exploratory: 'Exploratorio',
      steady: 'Constante',
    },
    strategies: {
      collaborative:
        'Aprende con otras personas: únete a un grupo de estudio o a una partida en vivo y luego repasa por tu cuenta lo que fallaste.',
      structured: 'Sigue un plan: días fijos, un tema cada vez y un repaso semanal de los errores.',
      exploratory:
        'Sigue tu curiosidad de un tema a otro y vuelve después a cada uno para comprobar qué recuerdas.',
      steady:
        'Pasos pequeños y regulares: cuestionarios cortos sobre pocos temas, repetidos hasta que se fijen.',
    },
    techniques: {
      retrieval:
        'Práctica de recuperación: responde antes de consultar nada; cada cuestionario lo hace.',
      spacing: 'Espaciado: vuelve a un tema unos días después en lugar de repetirlo enseguida.',
      practiceFirst:
        'Empieza cada tema en modo práctica y pasa al modo con tiempo cuando superes el 60%.',
      readExplanations:
        'El modo rápido no muestra explicaciones: juega de vez en cuando en modo práctica para leerlas.',
      tryTimed: 'Prueba el modo con tiempo en los temas en los que ya superas el 60%.',
      interleave: 'Mezcla dos o tres temas en una sesión en lugar de uno solo cada vez.',
    },
    environment: {
      companyOthers: 'Con otras personas: grupos de estudio y partidas en vivo',
      companyAlone: 'Por tu cuenta, en un lugar tranquilo',
      companyEither: 'Por tu cuenta o con otras personas, según el tema',
      modePracticeFirst: 'Primero modo práctica, después con tiempo',
      modeAsYouPlay: 'Sobre todo {mode}, como juegas ahora',
      modeNone: 'Cualquier modo; el modo práctica muestra explicaciones',
      timeYours: '{part}, cuando más juegas',
      timeAny: 'A una hora fija que puedas mantener',
    },
    time: {
      sessions: '{sessions} sesiones por semana de unos {minutes} minutos',
      review: 'Repasa las preguntas falladas el {day}',
      quizLength:
        'Tus cuestionarios duran unos {minutes} min: organiza las sesiones en torno a eso',
    },
    evidenceNote:
      'Adaptar la enseñanza al «estilo de aprendizaje» de cada persona tiene poco respaldo en estudios controlados (Pashler, McDaniel, Rohrer y Bjork, 2008, Psychological Science in the Public Interest 9:105-119). Tómalo como preferencias que te ayuden a seguir practicando; ponerte a prueba y espaciar la práctica están entre las técnicas con más respaldo para todo el mundo (Dunlosky et al., 2013).',
  },
  modeNames: {
    practice: 'práctica',
    timed: 'con tiempo',
    quick_fire: 'rápido',
    competitive: 'competitivo',
  },
};

export const CAREERS_TEXTS: Readonly<Record<Lang, CareersTexts>> = { en, es };

/** A template with its `{name}` marks filled in; a mark without a value stays as it is. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (mark, name: string) =>
    name in values ? String(values[name]) : mark,
  );
}

/** An area's name in this language (the O*NET name when it has no translation here). */
export function areaName(lang: Lang, area: string): string {
  return CAREERS_TEXTS[lang].areaNames[area] ?? area;
}
