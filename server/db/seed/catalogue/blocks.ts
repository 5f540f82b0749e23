import type { Accommodation, AccommodationType, ArtKind, DayBlockSource, Level, Meal } from './types';

/**
 * The day blocks tours are composed of. A block is one day spent one way (a drive, a game
 * drive, a stage of a climb); tours list block ids in order. Words for each block live in
 * text/<locale>/blocks.json under the same id.
 *
 * Costs are per person in USD, two sharing, and include the day's park and concession fees,
 * vehicle and guide (or mountain crew), meals and the night's stay at that level. Fees are
 * those in force at the time of writing (e.g. Serengeti conservation fee about $70–83 per adult
 * per day, Ngorongoro crater service fee $295 per vehicle per descent, Kilimanjaro conservation,
 * camping/hut and rescue fees), so prices must be reviewed whenever the authorities change them.
 *
 * Accommodation names are real properties; where we are not sure which property a level uses,
 * the entry is left out and shows as "details to be confirmed".
 */

type Stay = Partial<Record<'camping' | Level, Accommodation>>;

const at = (name: string, type: AccommodationType): Accommodation => ({ name, type });

/** The same place whatever the level or style (mountain camps and huts, single-camp areas). */
const every = (place: Accommodation): Stay => ({ camping: place, budget: place, 'mid-range': place, luxury: place });

const camp = (name: string): Stay => every(at(name, 'mountain-camp'));
const hut = (name: string): Stay => every(at(name, 'mountain-hut'));

const BLD: Meal[] = ['B', 'L', 'D'];
const LD: Meal[] = ['L', 'D'];
const BL: Meal[] = ['B', 'L'];
const BD: Meal[] = ['B', 'D'];

/**
 * block(id, destination, art, meals, [lat, lng, altitude?], overnight, [budget, mid-range, luxury])
 */
function block(
  id: string,
  destinationId: string,
  art: ArtKind,
  meals: Meal[],
  [lat, lng, altitudeM]: [number, number, number?],
  overnight: Stay | null,
  [budget, midRange, luxury]: [number, number, number],
): DayBlockSource {
  return {
    id,
    destinationId,
    art,
    meals,
    lat,
    lng,
    ...(altitudeM === undefined ? {} : { altitudeM }),
    overnight,
    costPerPerson: { budget, 'mid-range': midRange, luxury },
  };
}

// ---------------------------------------------------------------------------------------------
// Where the nights are spent
// ---------------------------------------------------------------------------------------------

const ARUSHA: Stay = {
  camping: at('Outpost Lodge', 'hotel'),
  budget: at('Outpost Lodge', 'hotel'),
  'mid-range': at('Kibo Palace Hotel', 'hotel'),
  luxury: at('Arusha Coffee Lodge', 'lodge'),
};
const ARUSHA_NP: Stay = { ...ARUSHA, luxury: at('Hatari Lodge', 'lodge') };
const MOSHI: Stay = {
  camping: at('Springlands Hotel', 'hotel'),
  budget: at('Springlands Hotel', 'hotel'),
  'mid-range': at('Weru Weru River Lodge', 'hotel'),
};
const DAR: Stay = {
  camping: at('Slipway Hotel', 'hotel'),
  budget: at('Slipway Hotel', 'hotel'),
  'mid-range': at('Southern Sun Dar es Salaam', 'hotel'),
  luxury: at('Hyatt Regency Dar es Salaam, The Kilimanjaro', 'hotel'),
};

const TARANGIRE: Stay = {
  camping: at('Tarangire Public Campsite', 'public-campsite'),
  budget: at('Tarangire Safari Lodge', 'lodge'),
  'mid-range': at('Tarangire Sopa Lodge', 'lodge'),
  luxury: at('Tarangire Treetops', 'lodge'),
};
/** Wildlife management areas bordering Tarangire, where walks and night drives are allowed. */
const TARANGIRE_CONCESSION: Stay = {
  'mid-range': at('Maramboi Tented Camp', 'tented-camp'),
  luxury: at('Chem Chem Lodge', 'lodge'),
};
const MANYARA: Stay = {
  camping: at('Lake Manyara Public Campsite', 'public-campsite'),
  budget: at('Kirurumu Manyara Lodge', 'tented-camp'),
  'mid-range': at('Lake Manyara Serena Safari Lodge', 'lodge'),
  luxury: at('Lake Manyara Tree Lodge', 'lodge'),
};
const KARATU: Stay = {
  camping: at('Kudu Lodge & Campsite', 'public-campsite'),
  budget: at('Bougainvillea Safari Lodge', 'lodge'),
  'mid-range': at('Ngorongoro Farm House', 'lodge'),
  luxury: at('The Manor at Ngorongoro', 'lodge'),
};
const CRATER_RIM: Stay = {
  camping: at('Simba Campsite', 'public-campsite'),
  budget: at('Bougainvillea Safari Lodge', 'lodge'),
  'mid-range': at('Ngorongoro Serena Safari Lodge', 'lodge'),
  luxury: at('Ngorongoro Crater Lodge', 'lodge'),
};
/** Empakaai: back to the rim lodges, or The Highlands on Olmoti's slopes at the luxury level. */
const HIGHLANDS: Stay = {
  budget: at('Bougainvillea Safari Lodge', 'lodge'),
  'mid-range': at('Ngorongoro Serena Safari Lodge', 'lodge'),
  luxury: at('The Highlands', 'tented-camp'),
};
const SERONERA: Stay = {
  camping: at('Seronera Public Campsite', 'public-campsite'),
  budget: at('Seronera Wildlife Lodge', 'lodge'),
  'mid-range': at('Serengeti Serena Safari Lodge', 'lodge'),
  luxury: at('Four Seasons Safari Lodge Serengeti', 'lodge'),
};
/** There are no public campsites in the far north, only special campsites booked per trip. */
const SERENGETI_NORTH: Stay = {
  'mid-range': at('Mara River Post', 'tented-camp'),
  luxury: at('Lemala Kuria Hills Lodge', 'lodge'),
};
const NDUTU: Stay = {
  'mid-range': at('Ndutu Safari Lodge', 'lodge'),
  luxury: at('Lake Masek Tented Camp', 'tented-camp'),
};
const WESTERN_CORRIDOR: Stay = {
  'mid-range': at('Mbalageti Serengeti', 'lodge'),
  luxury: at('Kirawira Serena Camp', 'tented-camp'),
};
const NATRON: Stay = {
  'mid-range': at('Africa Safari Lake Natron', 'tented-camp'),
  luxury: at('Lake Natron Camp', 'tented-camp'),
};
const EYASI: Stay = {
  'mid-range': at('Lake Eyasi Safari Lodge', 'lodge'),
  luxury: at('Kisima Ngeda Tented Camp', 'tented-camp'),
};

const MIKUMI: Stay = {
  camping: at('Mikumi Public Campsite', 'public-campsite'),
  budget: at('Mikumi Wildlife Camp', 'lodge'),
  'mid-range': at('Vuma Hills Tented Camp', 'tented-camp'),
  luxury: at("Stanley's Kopje", 'tented-camp'),
};
const UDZUNGWA: Stay = every(at('Hondo Hondo Udzungwa Forest Camp', 'tented-camp'));
const RUAHA: Stay = {
  budget: at('Tandala Tented Camp', 'tented-camp'),
  'mid-range': at('Ruaha River Lodge', 'lodge'),
  luxury: at('Jabali Ridge', 'lodge'),
};
const NYERERE: Stay = {
  budget: at('Selous River Camp', 'tented-camp'),
  'mid-range': at('Rufiji River Camp', 'tented-camp'),
  luxury: at('Roho ya Selous', 'tented-camp'),
};
const KATAVI: Stay = {
  'mid-range': at('Katavi Wildlife Camp', 'tented-camp'),
  luxury: at('Chada Katavi', 'tented-camp'),
};
const MAHALE: Stay = { luxury: at('Greystoke Mahale', 'tented-camp') };
const GOMBE: Stay = {
  'mid-range': at('Mbali Mbali Gombe', 'tented-camp'),
  luxury: at('Mbali Mbali Gombe', 'tented-camp'),
};

const STONE_TOWN: Stay = {
  camping: at('Tembo House Hotel', 'hotel'),
  budget: at('Tembo House Hotel', 'hotel'),
  'mid-range': at('Maru Maru Hotel', 'hotel'),
  luxury: at('Park Hyatt Zanzibar', 'hotel'),
};
const NUNGWI: Stay = {
  camping: at('Amaan Bungalows', 'beach-resort'),
  budget: at('Amaan Bungalows', 'beach-resort'),
  'mid-range': at('DoubleTree by Hilton Resort Zanzibar Nungwi', 'beach-resort'),
  luxury: at('Zuri Zanzibar', 'beach-resort'),
};
const PAJE: Stay = {
  camping: at('Paje by Night', 'beach-resort'),
  budget: at('Paje by Night', 'beach-resort'),
  'mid-range': at('Dhow Inn', 'beach-resort'),
  luxury: at('Baraza Resort & Spa', 'beach-resort'),
};

// ---------------------------------------------------------------------------------------------
// Map stops
// ---------------------------------------------------------------------------------------------

const P = {
  arusha: [-3.3869, 36.683, 1400],
  kia: [-3.4294, 37.0745, 890],
  moshi: [-3.3349, 37.3404, 890],
  dar: [-6.7924, 39.2083, 10],
  arushaNp: [-3.223, 36.917, 1500],
  duluti: [-3.384, 36.792, 1300],
  materuni: [-3.255, 37.394, 1550],
  chemka: [-3.443, 37.186, 800],
  westKili: [-3.22, 37.23, 1500],
  tarangire: [-3.889, 36.005, 1150],
  tarangireSouth: [-3.98, 36.05, 1100],
  burunge: [-3.73, 35.89, 1000],
  manyara: [-3.385, 35.83, 1000],
  manyaraPark: [-3.49, 35.83, 960],
  manyaraRanch: [-3.6, 35.95, 1000],
  mtoWaMbu: [-3.3527, 35.854, 950],
  karatu: [-3.337, 35.67, 1500],
  craterRim: [-3.21, 35.5, 2300],
  craterFloor: [-3.177, 35.587, 1700],
  empakaai: [-2.921, 35.835, 2900],
  seronera: [-2.45, 34.825, 1550],
  seroneraAirstrip: [-2.458, 34.822, 1550],
  kogatende: [-1.558, 34.886, 1450],
  ndutu: [-3.008, 34.997, 1650],
  grumeti: [-2.17, 34.2, 1300],
  natron: [-2.416, 35.904, 610],
  lengai: [-2.764, 35.914, 2962],
  eyasi: [-3.6, 35.36, 1040],
  mikumi: [-7.39, 37.02, 550],
  udzungwa: [-7.842, 36.888, 350],
  ruaha: [-7.72, 34.91, 800],
  nyerere: [-7.75, 38.2, 100],
  katavi: [-6.76, 31.17, 900],
  mahale: [-6.17, 29.73, 780],
  gombe: [-4.67, 29.63, 780],
  kigoma: [-4.877, 29.627, 780],
  stoneTown: [-6.162, 39.188, 5],
  znzAirport: [-6.222, 39.225, 17],
  nungwi: [-5.727, 39.296, 5],
  mnemba: [-5.82, 39.382, 0],
  paje: [-6.267, 39.535, 5],
  // Kilimanjaro
  machameGate: [-3.17, 37.243, 1800],
  machameCamp: [-3.131, 37.266, 2835],
  shiraCave: [-3.082, 37.261, 3750],
  barranco: [-3.094, 37.318, 3960],
  karanga: [-3.099, 37.347, 3995],
  barafu: [-3.094, 37.373, 4673],
  uhuru: [-3.0758, 37.3533, 5895],
  mwekaCamp: [-3.142, 37.376, 3100],
  mwekaGate: [-3.213, 37.388, 1640],
  mtiMkubwa: [-3.063, 37.16, 2820],
  shira1: [-3.047, 37.204, 3610],
  shira2: [-3.06, 37.265, 3850],
  moir: [-3.043, 37.284, 4200],
  buffalo: [-3.007, 37.34, 4020],
  thirdCave: [-3.035, 37.415, 3870],
  schoolHut: [-3.057, 37.386, 4800],
  maranguGate: [-3.233, 37.519, 1860],
  mandara: [-3.204, 37.515, 2720],
  horombo: [-3.118, 37.472, 3720],
  kibo: [-3.072, 37.392, 4720],
  simba: [-3.01, 37.495, 2625],
  kikelelwa: [-3.043, 37.48, 3600],
  mawenzi: [-3.06, 37.456, 4330],
  umbweCave: [-3.14, 37.316, 2940],
  // Mount Meru
  momellaGate: [-3.23, 36.878, 1500],
  miriakamba: [-3.235, 36.824, 2514],
  saddleHut: [-3.233, 36.787, 3570],
  socialistPeak: [-3.246, 36.748, 4566],
} satisfies Record<string, [number, number, number]>;

// ---------------------------------------------------------------------------------------------
// The blocks
// ---------------------------------------------------------------------------------------------

export const DAY_BLOCKS: DayBlockSource[] = [
  // Arrivals and departures ------------------------------------------------------------------
  block('arrival-arusha', 'arusha', 'town', ['D'], P.arusha, ARUSHA, [70, 150, 420]),
  block('arrival-moshi', 'moshi', 'town', ['D'], P.moshi, MOSHI, [60, 120, 250]),
  block('arrival-dar-es-salaam', 'dar-es-salaam', 'town', ['D'], P.dar, DAR, [80, 170, 330]),
  block('departure-arusha', 'arusha', 'town', ['B'], P.kia, null, [30, 40, 60]),
  block('arrival-zanzibar', 'stone-town', 'town', ['D'], P.stoneTown, STONE_TOWN, [70, 160, 420]),
  block('departure-zanzibar', 'zanzibar', 'beach', ['B'], P.znzAirport, null, [30, 40, 60]),

  // Day trips (back at your hotel in the evening) ---------------------------------------------
  block('day-arusha-national-park', 'arusha-national-park', 'forest', ['L'], P.arushaNp, null, [230, 290, 400]),
  block('day-tarangire', 'tarangire', 'savanna', ['L'], P.tarangire, null, [250, 310, 430]),
  block('day-lake-manyara', 'lake-manyara', 'lake', ['L'], P.manyaraPark, null, [240, 300, 420]),
  block('day-ngorongoro-crater', 'ngorongoro', 'crater', ['L'], P.craterFloor, null, [420, 490, 640]),
  block('day-lake-duluti-canoeing', 'lake-duluti', 'lake', ['L'], P.duluti, null, [70, 100, 150]),
  block('day-arusha-city-cultural-tour', 'arusha', 'town', ['L'], P.arusha, null, [60, 90, 140]),
  block('day-mto-wa-mbu-cycling', 'mto-wa-mbu', 'savanna', ['L'], P.mtoWaMbu, null, [140, 180, 250]),
  block('day-materuni-waterfalls-coffee', 'materuni-waterfalls', 'forest', ['L'], P.materuni, null, [80, 110, 160]),
  block('day-chemka-hot-springs', 'chemka-hot-springs', 'lake', ['L'], P.chemka, null, [70, 100, 150]),
  block('day-kilimanjaro-mandara-hike', 'kilimanjaro', 'forest', ['L'], P.mandara, null, [200, 240, 300]),
  block('day-horseback-west-kilimanjaro', 'kilimanjaro', 'mountain', ['L'], P.westKili, null, [170, 210, 280]),

  // Northern circuit: Arusha, Tarangire, Lake Manyara, Karatu ---------------------------------
  block('arusha-national-park-walking-canoe', 'arusha-national-park', 'forest', BLD, P.arushaNp, ARUSHA_NP, [210, 420, 800]),
  block('arusha-to-tarangire', 'tarangire', 'savanna', BLD, P.tarangire, TARANGIRE, [220, 450, 950]),
  block('tarangire-full-day', 'tarangire', 'savanna', BLD, P.tarangireSouth, TARANGIRE, [210, 430, 930]),
  block('tarangire-walking-night-drive', 'tarangire', 'savanna', BLD, P.burunge, TARANGIRE_CONCESSION, [300, 560, 1150]),
  block('arusha-to-lake-manyara', 'lake-manyara', 'lake', BLD, P.manyara, MANYARA, [220, 430, 930]),
  block('tarangire-to-lake-manyara', 'lake-manyara', 'lake', BLD, P.manyara, MANYARA, [220, 440, 950]),
  block('mto-wa-mbu-cycling-manyara', 'mto-wa-mbu', 'savanna', BLD, P.mtoWaMbu, MANYARA, [250, 470, 990]),
  block('horseback-lake-manyara', 'lake-manyara', 'savanna', BLD, P.manyaraRanch, MANYARA, [320, 560, 1100]),
  block('lake-manyara-to-karatu', 'karatu', 'lake', BLD, P.karatu, KARATU, [220, 420, 900]),
  block('tarangire-to-karatu', 'karatu', 'savanna', BLD, P.karatu, KARATU, [210, 420, 900]),
  block('arusha-to-karatu', 'karatu', 'town', BLD, P.karatu, KARATU, [130, 280, 650]),
  block('lake-eyasi-datoga-visit', 'lake-eyasi', 'lake', BLD, P.eyasi, EYASI, [170, 330, 650]),
  block('lake-eyasi-hadzabe-to-karatu', 'karatu', 'lake', BLD, P.karatu, KARATU, [180, 340, 720]),

  // Serengeti ---------------------------------------------------------------------------------
  block('arusha-to-serengeti-central', 'serengeti', 'savanna', BLD, P.seronera, SERONERA, [320, 560, 1300]),
  block('tarangire-to-serengeti-central', 'serengeti', 'savanna', BLD, P.seronera, SERONERA, [320, 570, 1350]),
  block('karatu-to-serengeti-central', 'serengeti', 'savanna', BLD, P.seronera, SERONERA, [310, 560, 1300]),
  block('serengeti-central-full-day', 'serengeti', 'savanna', BLD, P.seronera, SERONERA, [240, 500, 1250]),
  block('serengeti-balloon-safari', 'serengeti', 'savanna', BLD, P.seronera, SERONERA, [820, 1080, 1850]),
  block('serengeti-central-to-north', 'serengeti', 'savanna', BLD, P.kogatende, SERENGETI_NORTH, [260, 560, 1450]),
  block('serengeti-north-full-day', 'serengeti', 'savanna', BLD, P.kogatende, SERENGETI_NORTH, [250, 550, 1450]),
  block('serengeti-north-to-central', 'serengeti', 'savanna', BLD, P.seronera, SERONERA, [250, 510, 1300]),
  block('karatu-to-ndutu', 'serengeti', 'savanna', BLD, P.ndutu, NDUTU, [300, 560, 1250]),
  block('ndutu-full-day', 'serengeti', 'savanna', BLD, P.ndutu, NDUTU, [250, 520, 1200]),
  block('serengeti-central-to-western-corridor', 'serengeti', 'savanna', BLD, P.grumeti, WESTERN_CORRIDOR, [250, 530, 1300]),
  block('western-corridor-full-day', 'serengeti', 'savanna', BLD, P.grumeti, WESTERN_CORRIDOR, [240, 520, 1300]),
  block('lake-natron-to-serengeti-north', 'serengeti', 'savanna', BLD, P.kogatende, SERENGETI_NORTH, [290, 580, 1450]),
  block('fly-arusha-to-serengeti-central', 'serengeti', 'savanna', LD, P.seronera, SERONERA, [520, 820, 1600]),
  block('fly-arusha-to-serengeti-north', 'serengeti', 'savanna', LD, P.kogatende, SERENGETI_NORTH, [580, 880, 1700]),

  // Ngorongoro --------------------------------------------------------------------------------
  block('serengeti-to-ngorongoro', 'ngorongoro', 'crater', BLD, P.craterRim, CRATER_RIM, [270, 490, 1100]),
  block('ndutu-to-ngorongoro', 'ngorongoro', 'crater', BLD, P.craterRim, CRATER_RIM, [250, 470, 1100]),
  block('ngorongoro-crater-tour', 'ngorongoro', 'crater', BLD, P.craterFloor, CRATER_RIM, [320, 520, 1150]),
  block('empakaai-crater-walk', 'ngorongoro', 'crater', BLD, P.empakaai, HIGHLANDS, [280, 480, 1100]),

  // Lake Natron and Ol Doinyo Lengai ----------------------------------------------------------
  block('arusha-to-lake-natron', 'lake-natron', 'lake', BLD, P.natron, NATRON, [190, 350, 650]),
  block('empakaai-to-lake-natron', 'lake-natron', 'lake', BLD, P.natron, NATRON, [260, 420, 800]),
  block('lake-natron-full-day', 'lake-natron', 'lake', BLD, P.natron, NATRON, [170, 320, 600]),
  block('ol-doinyo-lengai-night-climb', 'ol-doinyo-lengai', 'mountain', BLD, P.lengai, NATRON, [260, 400, 700]),

  // Leaving the northern parks (last day) -----------------------------------------------------
  block('ngorongoro-crater-to-arusha', 'ngorongoro', 'crater', BL, P.craterFloor, null, [250, 310, 400]),
  block('serengeti-central-to-arusha', 'serengeti', 'savanna', BL, P.seronera, null, [230, 280, 350]),
  block('serengeti-fly-arusha', 'serengeti', 'savanna', BL, P.seroneraAirstrip, null, [330, 370, 430]),
  block('serengeti-north-fly-arusha', 'serengeti', 'savanna', BL, P.kogatende, null, [400, 440, 500]),
  block('western-corridor-fly-arusha', 'serengeti', 'savanna', BL, P.grumeti, null, [380, 420, 500]),
  block('lake-natron-to-arusha', 'lake-natron', 'lake', BL, P.natron, null, [130, 170, 240]),

  // From the safari to the coast --------------------------------------------------------------
  block('ngorongoro-crater-fly-zanzibar', 'stone-town', 'crater', BL, P.stoneTown, STONE_TOWN, [560, 720, 1050]),
  block('serengeti-fly-zanzibar', 'stone-town', 'beach', BD, P.stoneTown, STONE_TOWN, [480, 600, 850]),

  // Southern circuit --------------------------------------------------------------------------
  block('dar-to-mikumi', 'mikumi', 'savanna', BLD, P.mikumi, MIKUMI, [220, 400, 780]),
  block('mikumi-full-day', 'mikumi', 'savanna', BLD, P.mikumi, MIKUMI, [200, 380, 720]),
  block('mikumi-to-udzungwa-sanje', 'udzungwa', 'forest', BLD, P.udzungwa, UDZUNGWA, [160, 250, 400]),
  block('udzungwa-to-ruaha', 'ruaha', 'savanna', BLD, P.ruaha, RUAHA, [220, 430, 900]),
  block('dar-fly-to-ruaha', 'ruaha', 'savanna', LD, P.ruaha, RUAHA, [560, 780, 1450]),
  block('ruaha-full-day', 'ruaha', 'savanna', BLD, P.ruaha, RUAHA, [230, 450, 1100]),
  block('ruaha-walking-safari', 'ruaha', 'savanna', BLD, P.ruaha, RUAHA, [260, 480, 1150]),
  block('ruaha-fly-nyerere', 'nyerere', 'lake', BLD, P.nyerere, NYERERE, [480, 720, 1400]),
  block('dar-drive-to-nyerere', 'nyerere', 'savanna', BLD, P.nyerere, NYERERE, [240, 430, 950]),
  block('dar-fly-to-nyerere', 'nyerere', 'lake', LD, P.nyerere, NYERERE, [400, 620, 1250]),
  block('nyerere-full-day', 'nyerere', 'savanna', BLD, P.nyerere, NYERERE, [240, 460, 1100]),
  block('nyerere-boat-safari-walking', 'nyerere', 'lake', BLD, P.nyerere, NYERERE, [280, 500, 1180]),
  block('nyerere-night-drive', 'nyerere', 'savanna', BLD, P.nyerere, NYERERE, [290, 520, 1200]),
  block('nyerere-fly-zanzibar', 'stone-town', 'beach', BL, P.stoneTown, STONE_TOWN, [330, 460, 750]),
  block('mikumi-to-dar', 'mikumi', 'savanna', BL, P.mikumi, null, [120, 160, 220]),
  block('ruaha-fly-dar', 'ruaha', 'savanna', BL, P.ruaha, null, [380, 420, 480]),
  block('nyerere-to-dar', 'nyerere', 'savanna', BL, P.nyerere, null, [140, 180, 240]),
  block('nyerere-fly-dar', 'nyerere', 'lake', BL, P.nyerere, null, [260, 300, 360]),

  // Western circuit ---------------------------------------------------------------------------
  block('fly-arusha-to-katavi', 'katavi', 'savanna', LD, P.katavi, KATAVI, [1150, 1350, 1750]),
  block('katavi-full-day', 'katavi', 'savanna', BLD, P.katavi, KATAVI, [420, 620, 1050]),
  block('katavi-walking-safari', 'katavi', 'savanna', BLD, P.katavi, KATAVI, [440, 640, 1080]),
  block('katavi-fly-mahale', 'mahale', 'forest', BLD, P.mahale, MAHALE, [620, 820, 1250]),
  block('fly-arusha-to-mahale', 'mahale', 'forest', LD, P.mahale, MAHALE, [1200, 1400, 1850]),
  block('mahale-chimp-trekking', 'mahale', 'forest', BLD, P.mahale, MAHALE, [480, 680, 1100]),
  block('fly-dar-to-kigoma-gombe', 'gombe', 'forest', LD, P.gombe, GOMBE, [520, 650, 800]),
  block('gombe-chimp-trekking', 'gombe', 'forest', BLD, P.gombe, GOMBE, [300, 420, 560]),
  block('katavi-fly-arusha', 'katavi', 'savanna', BL, P.katavi, null, [900, 1000, 1150]),
  block('mahale-fly-arusha', 'mahale', 'forest', BL, P.mahale, null, [1000, 1100, 1250]),
  block('gombe-boat-kigoma-fly-dar', 'lake-tanganyika', 'lake', BL, P.kigoma, null, [420, 480, 560]),

  // Kilimanjaro: Machame and the southern circuit path ----------------------------------------
  block('machame-gate-to-machame-camp', 'kilimanjaro', 'forest', LD, P.machameCamp, camp('Machame Camp'), [300, 380, 520]),
  block('machame-camp-to-shira-cave', 'kilimanjaro', 'mountain', BLD, P.shiraCave, camp('Shira Cave Camp'), [260, 340, 480]),
  block('shira-to-barranco-via-lava-tower', 'kilimanjaro', 'mountain', BLD, P.barranco, camp('Barranco Camp'), [260, 340, 480]),
  block('barranco-to-karanga', 'kilimanjaro', 'mountain', BLD, P.karanga, camp('Karanga Camp'), [260, 340, 480]),
  block('karanga-to-barafu', 'kilimanjaro', 'mountain', BLD, P.barafu, camp('Barafu Camp'), [260, 340, 480]),
  block('barranco-to-barafu', 'kilimanjaro', 'mountain', BLD, P.barafu, camp('Barafu Camp'), [260, 340, 480]),
  block('barafu-summit-to-mweka-camp', 'kilimanjaro', 'mountain', BLD, P.uhuru, camp('Mweka Camp'), [280, 360, 500]),
  block('mweka-camp-to-gate', 'kilimanjaro', 'forest', BL, P.mwekaGate, null, [230, 300, 420]),
  block('mweka-gate-to-arusha', 'kilimanjaro', 'forest', BLD, P.mwekaGate, ARUSHA, [300, 440, 820]),

  // Kilimanjaro: Lemosho and the Northern Circuit ---------------------------------------------
  block('lemosho-gate-to-mti-mkubwa', 'kilimanjaro', 'forest', LD, P.mtiMkubwa, camp('Mti Mkubwa Camp'), [320, 400, 540]),
  block('mti-mkubwa-to-shira-1', 'kilimanjaro', 'mountain', BLD, P.shira1, camp('Shira 1 Camp'), [260, 340, 480]),
  block('shira-1-to-shira-2', 'kilimanjaro', 'mountain', BLD, P.shira2, camp('Shira 2 Camp'), [260, 340, 480]),
  block('shira-2-to-moir-hut', 'kilimanjaro', 'mountain', BLD, P.moir, camp('Moir Hut Camp'), [260, 340, 480]),
  block('moir-hut-to-buffalo-camp', 'kilimanjaro', 'mountain', BLD, P.buffalo, camp('Buffalo Camp'), [260, 340, 480]),
  block('buffalo-camp-to-third-cave', 'kilimanjaro', 'mountain', BLD, P.thirdCave, camp('Third Cave Camp'), [260, 340, 480]),
  block('third-cave-to-school-hut', 'kilimanjaro', 'mountain', BLD, P.schoolHut, camp('School Hut Camp'), [260, 340, 480]),
  block('school-hut-summit-to-mweka-camp', 'kilimanjaro', 'mountain', BLD, P.uhuru, camp('Mweka Camp'), [280, 360, 500]),

  // Kilimanjaro: Umbwe ------------------------------------------------------------------------
  block('umbwe-gate-to-umbwe-cave', 'kilimanjaro', 'forest', LD, P.umbweCave, camp('Umbwe Cave Camp'), [300, 380, 520]),
  block('umbwe-cave-to-barranco', 'kilimanjaro', 'mountain', BLD, P.barranco, camp('Barranco Camp'), [260, 340, 480]),

  // Kilimanjaro: Marangu (huts) ---------------------------------------------------------------
  block('marangu-gate-to-mandara', 'kilimanjaro', 'forest', LD, P.mandara, hut('Mandara Hut'), [290, 370, 500]),
  block('mandara-to-horombo', 'kilimanjaro', 'mountain', BLD, P.horombo, hut('Horombo Hut'), [260, 340, 470]),
  block('horombo-acclimatisation-day', 'kilimanjaro', 'mountain', BLD, P.horombo, hut('Horombo Hut'), [250, 330, 460]),
  block('horombo-to-kibo', 'kilimanjaro', 'mountain', BLD, P.kibo, hut('Kibo Hut'), [260, 340, 470]),
  block(
    'kibo-summit-to-horombo',
    'kilimanjaro',
    'mountain',
    BLD,
    P.uhuru,
    {
      camping: at('Horombo Camp', 'mountain-camp'),
      budget: at('Horombo Hut', 'mountain-hut'),
      'mid-range': at('Horombo Hut', 'mountain-hut'),
      luxury: at('Horombo Hut', 'mountain-hut'),
    },
    [280, 360, 500],
  ),
  block('horombo-to-marangu-gate', 'kilimanjaro', 'forest', BL, P.maranguGate, null, [230, 300, 420]),
  block('marangu-gate-to-arusha', 'kilimanjaro', 'forest', BLD, P.maranguGate, ARUSHA, [300, 440, 820]),

  // Kilimanjaro: Rongai -----------------------------------------------------------------------
  block('rongai-gate-to-simba-camp', 'kilimanjaro', 'forest', LD, P.simba, camp('Simba Camp'), [320, 400, 540]),
  block('simba-camp-to-kikelelwa', 'kilimanjaro', 'mountain', BLD, P.kikelelwa, camp('Kikelelwa Camp'), [260, 340, 480]),
  block('kikelelwa-to-mawenzi-tarn', 'kilimanjaro', 'mountain', BLD, P.mawenzi, camp('Mawenzi Tarn Camp'), [260, 340, 480]),
  block('mawenzi-tarn-acclimatisation-day', 'kilimanjaro', 'mountain', BLD, P.mawenzi, camp('Mawenzi Tarn Camp'), [250, 330, 460]),
  block('mawenzi-tarn-to-kibo', 'kilimanjaro', 'mountain', BLD, P.kibo, camp('Kibo Camp'), [260, 340, 480]),

  // Mount Meru (huts) -------------------------------------------------------------------------
  block('momella-gate-to-miriakamba', 'mount-meru', 'forest', LD, P.miriakamba, hut('Miriakamba Hut'), [230, 290, 380]),
  block('miriakamba-to-saddle-hut', 'mount-meru', 'mountain', BLD, P.saddleHut, hut('Saddle Hut'), [200, 260, 350]),
  block('meru-summit-to-miriakamba', 'mount-meru', 'mountain', BLD, P.socialistPeak, hut('Miriakamba Hut'), [220, 280, 370]),
  block('meru-summit-to-momella-gate', 'mount-meru', 'mountain', BL, P.socialistPeak, null, [220, 280, 370]),
  block('miriakamba-to-momella-gate', 'mount-meru', 'forest', BL, P.momellaGate, null, [150, 190, 250]),

  // Zanzibar ----------------------------------------------------------------------------------
  block('stone-town-walking-tour', 'stone-town', 'town', ['B'], P.stoneTown, STONE_TOWN, [90, 180, 430]),
  block('prison-island-boat-trip', 'stone-town', 'beach', ['B'], P.stoneTown, STONE_TOWN, [100, 190, 440]),
  block('stone-town-to-nungwi-spice-farm', 'nungwi', 'beach', BL, P.nungwi, NUNGWI, [110, 240, 650]),
  block('nungwi-kendwa-beach-day', 'nungwi', 'beach', BD, P.nungwi, NUNGWI, [70, 190, 560]),
  block('nungwi-sunset-dhow', 'nungwi', 'beach', BD, P.nungwi, NUNGWI, [100, 220, 600]),
  block('mnemba-snorkelling', 'mnemba', 'beach', BL, P.mnemba, NUNGWI, [140, 260, 640]),
  block('nungwi-to-paje-jozani', 'paje', 'forest', ['B'], P.paje, PAJE, [120, 230, 560]),
  block('stone-town-to-paje-jozani', 'paje', 'forest', ['B'], P.paje, PAJE, [120, 230, 560]),
  block('paje-jambiani-beach-day', 'paje', 'beach', BD, P.paje, PAJE, [70, 180, 500]),
];
