import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository's data/ folder (data/README.md), found from this file so any cwd works. */
const DATA_DIR = fileURLToPath(new URL('../../../../data/', import.meta.url));

const RegionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  isoCode: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  capitalCityId: z.number().int().nullable(),
  population: z.number().int().nullable(),
});

const CitySchema = z.object({
  id: z.number().int(),
  regionId: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
});

const IsicSectionSchema = z.object({ code: z.string(), nameEn: z.string(), nameAr: z.string() });
const IsicDivisionSchema = IsicSectionSchema.extend({ sectionCode: z.string() });
const IsicGroupSchema = IsicDivisionSchema.extend({ divisionCode: z.string() });
const IsicClassSchema = IsicGroupSchema.extend({ groupCode: z.string() });

const ExchangeSectorSchema = z.object({
  id: z.string(),
  order: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string(),
  gicsSectorEn: z.string().nullable(),
});

const TadawulCompanySchema = z.object({
  symbol: z.string(),
  market: z.enum(['main', 'nomu']),
  nameEn: z.string(),
  nameAr: z.string(),
  tradingNameEn: z.string(),
  tradingNameAr: z.string(),
  isin: z.string().nullable(),
  instrumentType: z.enum(['equity', 'reit']),
  sectorId: z.string().nullable(),
  likelyListed: z.boolean(),
});

export type Region = z.infer<typeof RegionSchema>;
export type City = z.infer<typeof CitySchema>;
export type IsicClass = z.infer<typeof IsicClassSchema>;
export type TadawulCompany = z.infer<typeof TadawulCompanySchema>;

export type ReferenceData = {
  regions: Region[];
  cities: City[];
  isicSections: z.infer<typeof IsicSectionSchema>[];
  isicDivisions: z.infer<typeof IsicDivisionSchema>[];
  isicGroups: z.infer<typeof IsicGroupSchema>[];
  isicClasses: IsicClass[];
  exchangeSectors: z.infer<typeof ExchangeSectorSchema>[];
  tadawulCompanies: TadawulCompany[];
};

function readJson<T>(relativePath: string, schema: z.ZodType<T>): T {
  return schema.parse(JSON.parse(readFileSync(`${DATA_DIR}${relativePath}`, 'utf8')));
}

/** Reads and validates the reference files under data/ (saudi-geo, isic4, tadawul). */
export function loadReferenceData(): ReferenceData {
  return {
    regions: readJson('saudi-geo/regions.json', z.array(RegionSchema)),
    cities: readJson('saudi-geo/cities.json', z.array(CitySchema)),
    isicSections: readJson('isic4/sections.json', z.array(IsicSectionSchema)),
    isicDivisions: readJson('isic4/divisions.json', z.array(IsicDivisionSchema)),
    isicGroups: readJson('isic4/groups.json', z.array(IsicGroupSchema)),
    isicClasses: readJson('isic4/classes.json', z.array(IsicClassSchema)),
    exchangeSectors: readJson('tadawul/sectors.json', z.array(ExchangeSectorSchema)),
    tadawulCompanies: readJson('tadawul/companies.json', z.array(TadawulCompanySchema)),
  };
}
