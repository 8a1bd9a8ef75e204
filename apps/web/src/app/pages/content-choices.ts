import { getCategories, getCategoryTopics } from '../../features/content';

/** A category or topic as the features' choosers show it. */
type Choice = { id: string; name: string };

/**
 * The content feature's reads as other features' choosers take them: every active category,
 * and a category's topics in every language. `consumer` names the screen in the key, under the
 * content feature's own root so its invalidations reach them.
 */
export function categoryChoices(consumer: string) {
  return {
    queryKey: ['content', 'categories', consumer],
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Choice[]> =>
      (await getCategories({ search: '', difficulty: 'all', language: '' }, signal)).map(
        ({ id, name }) => ({ id, name }),
      ),
  };
}

export function topicChoices(consumer: string) {
  return (categoryId: string) => ({
    queryKey: ['content', 'category', categoryId, 'topics', consumer],
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Choice[]> =>
      (await getCategoryTopics(categoryId, '', signal)).map(({ id, name }) => ({ id, name })),
  });
}
