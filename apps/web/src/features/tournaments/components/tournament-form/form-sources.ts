import type { DataSource, NamedItem, TournamentsSources } from '../../sources';

export type { DataSource, NamedItem };

/** What the form reads of other features: the categories, and a category's topics. */
export type TournamentFormSources = TournamentsSources & {
  /** A category's topics, for the optional topic. */
  topics: (categoryId: string) => DataSource<NamedItem[]>;
};
