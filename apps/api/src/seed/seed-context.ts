import type { SimpleFaker } from '@faker-js/faker';
import { DomainRegistry, RegistrationNumberRegistry } from './contact-details.ts';
import { NameRegistry } from './name-registry.ts';
import type { Weighted } from './names/activity.ts';
import { BUSINESS_CITY_WEIGHTS, REGION_CODES } from './places.ts';
import type { City } from './reference-data.ts';

/** Fixed seed of every generator: the same data on every run (each generator adds its own offset). */
export const SEED = 20261122;

/**
 * What the generators share so that names, domains and CR numbers stay unique across
 * companies, investors and providers.
 */
export type SeedContext = {
  names: NameRegistry;
  domains: DomainRegistry;
  registrationNumbers: RegistrationNumberRegistry;
  citiesById: ReadonlyMap<number, City>;
};

/** A fresh context over the cities of data/saudi-geo. */
export function createSeedContext(cities: readonly City[]): SeedContext {
  return {
    names: new NameRegistry(),
    domains: new DomainRegistry(),
    registrationNumbers: new RegistrationNumberRegistry(),
    citiesById: new Map(cities.map((city) => [city.id, city])),
  };
}

/** The city with `id`; throws when data/saudi-geo has no such city (a stale id in code). */
export function cityById(context: SeedContext, id: number): City {
  const city = context.citiesById.get(id);
  if (!city) throw new Error(`City ${id} is not in data/saudi-geo/cities.json`);
  return city;
}

/** A city drawn from `weights` (default: where companies are registered). */
export function pickCity(
  random: SimpleFaker,
  context: SeedContext,
  weights: readonly Weighted<number>[] = BUSINESS_CITY_WEIGHTS,
): City {
  return cityById(context, random.helpers.weightedArrayElement(weights));
}

/** CR office code and landline area code of the city's region. */
export function regionCodesOf(city: City): { crPrefix: string; areaCode: string } {
  const codes = REGION_CODES.get(city.regionId);
  if (!codes) throw new Error(`Region ${city.regionId} has no CR prefix or area code`);
  return codes;
}
