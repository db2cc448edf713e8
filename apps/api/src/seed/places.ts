import type { BilingualWord } from './names/bilingual-word.ts';
import type { Weighted } from './names/activity.ts';

/**
 * Where companies are registered: ids of data/saudi-geo/cities.json with weights roughly
 * following each city's share of commercial registrations (Riyadh and Jeddah lead by far).
 */
export const BUSINESS_CITY_WEIGHTS: readonly Weighted<number>[] = [
  { value: 3, weight: 340 }, // Riyadh
  { value: 18, weight: 200 }, // Jeddah
  { value: 13, weight: 80 }, // Dammam
  { value: 6, weight: 50 }, // Makkah
  { value: 14, weight: 50 }, // Madinah
  { value: 31, weight: 45 }, // Al Khobar
  { value: 5, weight: 20 }, // Taif
  { value: 11, weight: 20 }, // Buraidah
  { value: 12, weight: 15 }, // Al Hafuf
  { value: 113, weight: 15 }, // Al Jubail
  { value: 15, weight: 15 }, // Abha
  { value: 62, weight: 15 }, // Khamis Mushait
  { value: 1, weight: 15 }, // Tabuk
  { value: 10, weight: 10 }, // Hail
  { value: 227, weight: 10 }, // Dhahran
  { value: 67, weight: 10 }, // Al Qatif
  { value: 483, weight: 10 }, // Yanbu
  { value: 17, weight: 8 }, // Jazan
  { value: 3417, weight: 8 }, // Najran
  { value: 1061, weight: 8 }, // Al Kharj
  { value: 47, weight: 6 }, // Hafar Al Batin
  { value: 80, weight: 6 }, // Unaizah
  { value: 2237, weight: 5 }, // Sakaka
  { value: 2213, weight: 5 }, // Arar
  { value: 1542, weight: 5 }, // Al Baha
  { value: 2748, weight: 4 }, // Al Mubarraz
  { value: 377, weight: 3 }, // Rabigh
  { value: 24, weight: 3 }, // Al Majma'ah
  { value: 1301, weight: 3 }, // Bishah
  { value: 2421, weight: 3 }, // Ar Rass
  { value: 199, weight: 2 }, // Al Ula
  { value: 2464, weight: 2 }, // Al Khafji
];

/**
 * Per region id (data/saudi-geo/regions.json): the commercial-registration office code of
 * its main city, which opens every CR number issued there (Riyadh 1010, Jeddah 4030, Dammam
 * 2050...), and the landline area code.
 */
export const REGION_CODES: ReadonlyMap<number, { crPrefix: string; areaCode: string }> = new Map([
  [1, { crPrefix: '1010', areaCode: '11' }], // Riyadh
  [2, { crPrefix: '4030', areaCode: '12' }], // Makkah region (Jeddah office)
  [3, { crPrefix: '4650', areaCode: '14' }], // Madinah
  [4, { crPrefix: '1131', areaCode: '16' }], // Qassim
  [5, { crPrefix: '2050', areaCode: '13' }], // Eastern Province
  [6, { crPrefix: '5850', areaCode: '17' }], // Asir
  [7, { crPrefix: '3550', areaCode: '14' }], // Tabuk
  [8, { crPrefix: '3350', areaCode: '16' }], // Hail
  [9, { crPrefix: '3450', areaCode: '14' }], // Northern Borders
  [10, { crPrefix: '5900', areaCode: '17' }], // Jazan
  [11, { crPrefix: '5950', areaCode: '17' }], // Najran
  [12, { crPrefix: '5800', areaCode: '17' }], // Al Baha
  [13, { crPrefix: '3400', areaCode: '14' }], // Al Jouf
]);

/** Streets named after kings, princes and companions, in English and Arabic: every large Saudi city has them. */
export const STREETS: readonly BilingualWord[] = [
  { en: 'King Fahd Road', ar: 'طريق الملك فهد' },
  { en: 'King Abdulaziz Road', ar: 'طريق الملك عبدالعزيز' },
  { en: 'King Abdullah Road', ar: 'طريق الملك عبدالله' },
  { en: 'King Faisal Road', ar: 'طريق الملك فيصل' },
  { en: 'King Khalid Street', ar: 'شارع الملك خالد' },
  { en: 'King Salman Road', ar: 'طريق الملك سلمان' },
  { en: 'Prince Sultan Road', ar: 'طريق الأمير سلطان' },
  { en: 'Prince Mohammed bin Abdulaziz Road', ar: 'طريق الأمير محمد بن عبدالعزيز' },
  { en: 'Prince Turki Street', ar: 'شارع الأمير تركي' },
  { en: 'Omar bin Al Khattab Street', ar: 'شارع عمر بن الخطاب' },
  { en: 'Othman bin Affan Road', ar: 'طريق عثمان بن عفان' },
  { en: 'Ali bin Abi Talib Street', ar: 'شارع علي بن أبي طالب' },
  { en: 'Abu Bakr Al Siddiq Road', ar: 'طريق أبي بكر الصديق' },
  { en: 'Al Madinah Road', ar: 'طريق المدينة' },
  { en: 'Makkah Road', ar: 'طريق مكة' },
  { en: 'Airport Road', ar: 'طريق المطار' },
];
