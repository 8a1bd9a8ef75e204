import type { TFunction } from 'i18next';
import { formatDate, formatNumber } from '../../../lib/format';

type T = TFunction<'tournaments'>;

/** Points as the tournament screens write them: '1,250 pts'. */
export const pointsText = (points: number, t: T) => t('pts', { points: formatNumber(points) });

/** An entry fee: its points, or 'Free'. */
export const feeText = (fee: number, t: T) => (fee > 0 ? pointsText(fee, t) : t('free'));

/** A moment of the schedule (start, registration's end) with its date and time. */
export const whenText = (iso: string) =>
  formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

/** A place as the results write it: '#1'. */
export const placeText = (place: number, t: T) => t('place', { place: formatNumber(place) });
