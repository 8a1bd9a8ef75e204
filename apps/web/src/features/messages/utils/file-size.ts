import { formatNumber } from '../../../lib/format';

const KB = 1024;
const MB = 1024 * KB;

/** A file's size as the locale writes it: '820 bytes', '12 kB', '3.4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes >= MB)
    return formatNumber(bytes / MB, {
      style: 'unit',
      unit: 'megabyte',
      maximumFractionDigits: 1,
    });
  if (bytes >= KB)
    return formatNumber(bytes / KB, {
      style: 'unit',
      unit: 'kilobyte',
      maximumFractionDigits: 0,
    });
  return formatNumber(bytes, { style: 'unit', unit: 'byte', unitDisplay: 'long' });
}
