/**
 * Editorial presentation of the bank's categories and topics: display order, colour, icon
 * (a lucide icon name) and description. Counts, difficulty and duration are derived from the
 * questions themselves when seeding. Every (category, topic) of every seed file must be listed
 * here; the position in this list is the display order, also for entries added later.
 */
export type CatalogueTopic = { name: string; description: string; icon: string };
export type CatalogueCategory = {
  name: string;
  description: string;
  color: string;
  icon: string;
  topics: CatalogueTopic[];
};

export const QUESTION_BANK_CATALOGUE: CatalogueCategory[] = [
  {
    name: 'General Knowledge',
    description: 'A little of everything: everyday facts, sports and vehicles.',
    color: '#2563eb',
    icon: 'lightbulb',
    topics: [
      { name: 'Miscellaneous', description: 'Facts from every corner of life.', icon: 'shuffle' },
      { name: 'Sports', description: 'Teams, records, rules and champions.', icon: 'trophy' },
      {
        name: 'Vehicles',
        description: 'Cars, planes, ships and the people who build them.',
        icon: 'car',
      },
    ],
  },
  {
    name: 'Science',
    description: 'Nature, technology, numbers and the animal kingdom.',
    color: '#059669',
    icon: 'flask-conical',
    topics: [
      {
        name: 'General Science',
        description: 'Physics, chemistry, biology and space.',
        icon: 'atom',
      },
      {
        name: 'Computers',
        description: 'Hardware, software and the history of computing.',
        icon: 'cpu',
      },
      { name: 'Mathematics', description: 'Numbers, shapes and famous theorems.', icon: 'sigma' },
      { name: 'Animals', description: 'Creatures great and small.', icon: 'paw-print' },
      {
        name: 'Gadgets',
        description: 'Devices, inventions and consumer tech.',
        icon: 'smartphone',
      },
    ],
  },
  {
    name: 'Humanities',
    description: 'History, geography, politics, myths and art.',
    color: '#b45309',
    icon: 'landmark',
    topics: [
      { name: 'History', description: 'Events and people that shaped the world.', icon: 'scroll' },
      {
        name: 'Geography',
        description: 'Countries, capitals, rivers and mountains.',
        icon: 'globe',
      },
      { name: 'Politics', description: 'Governments, leaders and institutions.', icon: 'vote' },
      { name: 'Mythology', description: 'Gods, heroes and legends.', icon: 'sparkles' },
      { name: 'Art', description: 'Painters, sculptors and movements.', icon: 'palette' },
    ],
  },
  {
    name: 'Entertainment',
    description: 'Film, music, games, books, television and more.',
    color: '#7c3aed',
    icon: 'clapperboard',
    topics: [
      { name: 'Video Games', description: 'Consoles, classics and characters.', icon: 'gamepad-2' },
      { name: 'Music', description: 'Artists, albums and songs.', icon: 'music' },
      { name: 'Film', description: 'Movies, directors and actors.', icon: 'film' },
      { name: 'Television', description: 'Series, shows and their stars.', icon: 'tv' },
      { name: 'Books', description: 'Novels, authors and characters.', icon: 'book-open' },
      {
        name: 'Japanese Anime & Manga',
        description: 'Series, studios and creators.',
        icon: 'sparkle',
      },
      { name: 'Cartoon & Animations', description: 'Animated shows and films.', icon: 'smile' },
      { name: 'Comics', description: 'Heroes, villains and publishers.', icon: 'book-image' },
      { name: 'Board Games', description: 'Classics, strategy and party games.', icon: 'dice-5' },
      { name: 'Celebrities', description: 'Famous faces and their stories.', icon: 'star' },
      { name: 'Musicals & Theatres', description: 'Stage shows and playwrights.', icon: 'drama' },
    ],
  },
  {
    name: 'Programming',
    description: 'Languages, frameworks and the craft of writing software.',
    color: '#0f766e',
    icon: 'code',
    topics: [
      {
        name: 'JavaScript',
        description: 'The language of the web, with explanations.',
        icon: 'braces',
      },
      {
        name: 'React',
        description: 'Components, hooks, state and rendering.',
        icon: 'atom',
      },
      {
        name: 'Python',
        description: 'The language, its data types and its quirks.',
        icon: 'terminal',
      },
      {
        name: 'Algorithms',
        description: 'Data structures, complexity, sorting and graphs.',
        icon: 'git-branch',
      },
      {
        name: 'SQL',
        description: 'Queries, joins, indexes and transactions.',
        icon: 'database',
      },
    ],
  },
  {
    name: 'Data Science',
    description: 'Making sense of data: statistics and machine learning.',
    color: '#0891b2',
    icon: 'chart-scatter',
    topics: [
      {
        name: 'Statistics',
        description: 'Averages, spread, probability and tests.',
        icon: 'chart-column',
      },
      {
        name: 'Machine Learning',
        description: 'Models, training, evaluation and neural networks.',
        icon: 'brain-circuit',
      },
    ],
  },
  {
    name: 'Design',
    description: 'How products work and how they look.',
    color: '#db2777',
    icon: 'pen-tool',
    topics: [
      {
        name: 'UX Design',
        description: 'Research, usability and accessibility.',
        icon: 'mouse-pointer-click',
      },
      {
        name: 'Visual Design',
        description: 'Typography, colour and layout.',
        icon: 'swatch-book',
      },
    ],
  },
  {
    name: 'Business',
    description: 'Money, markets and strategy.',
    color: '#475569',
    icon: 'briefcase',
    topics: [
      {
        name: 'Finance & Accounting',
        description: 'Statements, interest, valuation and bookkeeping.',
        icon: 'calculator',
      },
      {
        name: 'Marketing & Strategy',
        description: 'Customers, pricing, brands and competition.',
        icon: 'megaphone',
      },
    ],
  },
];
