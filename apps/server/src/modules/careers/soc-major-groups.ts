/**
 * The 23 major groups of the 2018 Standard Occupational Classification (U.S. Bureau of Labor
 * Statistics, public domain), keyed by their two digits, without the closing word "Occupations".
 * An O*NET-SOC code starts with its major group, so a career's field is a lookup.
 */
export const SOC_MAJOR_GROUPS: Readonly<Record<string, string>> = {
  '11': 'Management',
  '13': 'Business and Financial Operations',
  '15': 'Computer and Mathematical',
  '17': 'Architecture and Engineering',
  '19': 'Life, Physical, and Social Science',
  '21': 'Community and Social Service',
  '23': 'Legal',
  '25': 'Educational Instruction and Library',
  '27': 'Arts, Design, Entertainment, Sports, and Media',
  '29': 'Healthcare Practitioners and Technical',
  '31': 'Healthcare Support',
  '33': 'Protective Service',
  '35': 'Food Preparation and Serving Related',
  '37': 'Building and Grounds Cleaning and Maintenance',
  '39': 'Personal Care and Service',
  '41': 'Sales and Related',
  '43': 'Office and Administrative Support',
  '45': 'Farming, Fishing, and Forestry',
  '47': 'Construction and Extraction',
  '49': 'Installation, Maintenance, and Repair',
  '51': 'Production',
  '53': 'Transportation and Material Moving',
  '55': 'Military Specific',
};

/** The SOC major group title of an O*NET-SOC code ('15-1252.00' → 'Computer and Mathematical'). */
export function fieldOf(code: string): string | null {
  return SOC_MAJOR_GROUPS[code.slice(0, 2)] ?? null;
}
