import {
  RegExpMatcher,
  TextCensor,
  asteriskCensorStrategy,
  englishDataset,
  englishRecommendedTransformers,
} from 'obscenity';

let matcher: RegExpMatcher | undefined;
const censor = new TextCensor().setStrategy(asteriskCensorStrategy());

/**
 * The text with rude words masked by asterisks, for a reader whose filter is on (obscenity's
 * English list, which sees through spacing tricks, leetspeak and repeated letters but leaves
 * words such as 'Scunthorpe' or 'assassin' alone). The matcher is built on first use.
 */
export function maskRudeWords(text: string): string {
  if (text === '') return text;
  matcher ??= new RegExpMatcher({
    ...englishDataset.build(),
    ...englishRecommendedTransformers,
  });
  const matches = matcher.getAllMatches(text, true);
  return matches.length === 0 ? text : censor.applyTo(text, matches);
}
