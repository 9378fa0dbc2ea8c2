import type { VehicleDetails } from '../../../src/schemas/loan.js';

/*
 * The sandbox's vehicle registry (POST /vehicle/details, spec 1 §3 "Vehicle details", §4 "Vehicle
 * lookup", §5): synthetic but realistic Norwegian vehicles, one or more for every rule the calculator
 * and the upgrade form apply.
 *
 * Ages. The app computes age = current year − manufactureYear, and a vehicle is of eligible age when
 * that is under the product's maxAge (14; car-no-insurance ignores age). The seed therefore writes
 * each vehicle's age, not its year: manufactureYear = SEED_YEAR − age, with SEED_YEAR the current
 * year when the module loads. A vehicle seeded as "14 years old" stays 14 years old next year, and its
 * note stays true. (In 2026 a brand-new vehicle has manufactureYear 2026.) Repayment terms follow from
 * the age: 10 years when 14 − age ≥ 10, otherwise 14 − age years (spec 1 §5).
 *
 * Plates follow the search-form patterns (spec 1 §5): cars and camping cars two letters + five digits,
 * MC, ATV, snowmobile and caravan two letters + four digits. Letter pairs are ones Norwegian plates use
 * (EL, EK, EV, EB for electric cars, HY for hydrogen cars).
 * Fuel uses the registry's words: BENSIN, DIESEL, ELEKTRISITET, HYDROGEN, BENSIN/ELEKTRISITET (hybrid).
 * Caravans have no engine: fuel 'INGEN', engine fields null.
 * Chassis numbers are made up: a real maker's WMI, a model code, the model-year letter and a serial.
 */

/** The kind of registered vehicle; the three car products all look up `car`. */
export type SeedVehicleType = 'car' | 'mc' | 'atv' | 'snowmobile' | 'camping' | 'caravan';

/** One vehicle of the sandbox registry. */
export interface SeedVehicle {
  readonly vehicleType: SeedVehicleType;
  /** What the vehicle is for in tests (English). */
  readonly note: string;
  readonly details: VehicleDetails;
}

/** The error a plate in {@link PLATE_FAULTS} answers with. */
export type PlateFault = 'EUROTAX_PLATE_NOT_FOUND' | 'FEIL_UNDER_PRISOPPSLAG';

/** The year the seed's ages count from: the current year when the module loads. */
export const SEED_YEAR: number = new Date().getFullYear();

/** The VIN model-year character of a year (A = 1980/2010 … Y = 2000/2030; 1–9 = 2001–2009). */
function modelYearCode(year: number): string {
  const letters = 'ABCDEFGHJKLMNPRSTVWXY'; // no I, O, Q, U, Z, 0
  const offset = (year - 1980) % 30;
  if (offset >= 21) return String(offset - 20); // 2001–2009 → '1'–'9'
  return letters[offset] as string;
}

/** What a row of the seed gives; the builder derives the rest. */
interface Row {
  readonly type: SeedVehicleType;
  readonly plate: string;
  /** Age in whole years on SEED_YEAR. */
  readonly age: number;
  readonly make: string;
  readonly manufacturer: string;
  readonly model: string;
  readonly fuel: string;
  readonly co2: number | null;
  readonly cc: number | null;
  readonly kw: number | null;
  readonly net: number;
  readonly total: number | null;
  readonly gear: 'Automat' | 'Manuell' | null;
  readonly drive: 'Forhjulstrekk' | 'Bakhjulstrekk' | 'Firehjulstrekk' | 'Belte' | null;
  readonly price: number | null;
  /** World manufacturer identifier (the VIN's first three characters) and a three-character model code. */
  readonly wmi: string;
  readonly code: string;
  /** Imported used: first registered in Norway this many years after manufacture. */
  readonly importedAfter?: number;
  readonly note: string;
}

/** EU vehicle class as the registry's group (snowmobiles, "beltemotorsykkel", have none). */
const GROUP: Record<SeedVehicleType, string | null> = {
  car: 'M1',
  camping: 'M1',
  mc: 'L3e',
  atv: 'T3',
  snowmobile: null,
  caravan: 'O2',
};

function vehicle(row: Row): SeedVehicle {
  const year = SEED_YEAR - row.age;
  const serial = row.plate.replace(/\D/g, '').padStart(6, '0');
  return {
    vehicleType: row.type,
    note: row.note,
    details: {
      chassisNumber: `${row.wmi}ZZZ${row.code}${modelYearCode(year)}X${serial}`,
      co2: row.co2,
      engineVolume: row.cc,
      fuel: row.fuel,
      importedUsed: row.importedAfter !== undefined,
      make: row.make,
      manufactureYear: year,
      manufacturer: row.manufacturer,
      model: row.model,
      netWeightKg: row.net,
      powerRatingHp: row.kw === null ? null : Math.round(row.kw * 1.35962),
      powerRatingKw: row.kw,
      priceQuote: row.price,
      registrationNumber: row.plate,
      registrationYear: year + (row.importedAfter ?? 0),
      totalWeightKg: row.total,
      transmission: row.gear,
      vehicleGroupNr: GROUP[row.type],
      wheelPropulsion: row.drive,
    },
  };
}

const EL = 'ELEKTRISITET';
const H2 = 'HYDROGEN';
const PHEV = 'BENSIN/ELEKTRISITET';
const NO_ENGINE = { fuel: 'INGEN', co2: null, cc: null, kw: null, gear: null, drive: null } as const;
const SNOW = { type: 'snowmobile', fuel: 'BENSIN', co2: null, total: null, gear: 'Automat', drive: 'Belte' } as const;

/** Every vehicle of the sandbox registry, cars first. */
export const VEHICLES: readonly SeedVehicle[] = [
  // ── Cars: electric (car-electric) ─────────────────────────────────────────────────────────────
  vehicle({ type: 'car', plate: 'EB41207', age: 0, make: 'TESLA', manufacturer: 'Tesla', model: 'Model Y Long Range AWD', fuel: EL, co2: 0, cc: null, kw: 378, net: 1979, total: 2480, gear: 'Automat', drive: 'Firehjulstrekk', price: 489_900, wmi: 'XP7', code: 'YGC',
    note: 'electric car, brand new: eligible for car-electric with the full 120-month term; age info box "under 5"' }),
  vehicle({ type: 'car', plate: 'EB66018', age: 2, make: 'SKODA', manufacturer: 'Skoda', model: 'Enyaq 85', fuel: EL, co2: 0, cc: null, kw: 210, net: 2066, total: 2600, gear: 'Automat', drive: 'Bakhjulstrekk', price: 379_000, wmi: 'TMB', code: 'NY5',
    note: 'electric car, 2 years old: eligible for car-electric, full term' }),
  vehicle({ type: 'car', plate: 'EV58314', age: 3, make: 'VOLKSWAGEN', manufacturer: 'Volkswagen', model: 'ID.4 Pro Performance', fuel: EL, co2: 0, cc: null, kw: 150, net: 2124, total: 2730, gear: 'Automat', drive: 'Bakhjulstrekk', price: 319_000, wmi: 'WVG', code: 'E21',
    note: 'electric car, 3 years old: eligible for car-electric, full term' }),
  vehicle({ type: 'car', plate: 'EK70452', age: 6, make: 'HYUNDAI', manufacturer: 'Hyundai', model: 'Kona Electric 64 kWh', fuel: EL, co2: 0, cc: null, kw: 150, net: 1685, total: 2170, gear: 'Automat', drive: 'Forhjulstrekk', price: 179_000, wmi: 'KMH', code: 'K81',
    note: 'electric car, 6 years old: eligible for car-electric, terms up to 96 months; age info box "5 to 13"' }),
  vehicle({ type: 'car', plate: 'EK45029', age: 8, make: 'BMW', manufacturer: 'BMW', model: 'i3 94 Ah', fuel: EL, co2: 0, cc: null, kw: 125, net: 1245, total: 1670, gear: 'Automat', drive: 'Bakhjulstrekk', price: 139_000, wmi: 'WBY', code: '8P3',
    note: 'electric car, 8 years old: eligible for car-electric, terms up to 72 months' }),
  vehicle({ type: 'car', plate: 'EL93120', age: 10, make: 'TESLA', manufacturer: 'Tesla', model: 'Model S 90D', fuel: EL, co2: 0, cc: null, kw: 311, net: 2108, total: 2610, gear: 'Automat', drive: 'Firehjulstrekk', price: 179_000, wmi: '5YJ', code: 'SA7',
    note: 'electric car, 10 years old: eligible for car-electric, terms up to 48 months' }),
  vehicle({ type: 'car', plate: 'EL27761', age: 13, make: 'NISSAN', manufacturer: 'Nissan', model: 'Leaf 24 kWh', fuel: EL, co2: 0, cc: null, kw: 80, net: 1493, total: 1945, gear: 'Automat', drive: 'Forhjulstrekk', price: 42_000, wmi: 'SJN', code: 'FAA',
    note: 'electric car, 13 years old: last eligible age for car-electric, 12-month term only' }),
  vehicle({ type: 'car', plate: 'EL10384', age: 14, make: 'MITSUBISHI', manufacturer: 'Mitsubishi', model: 'i-MiEV', fuel: EL, co2: 0, cc: null, kw: 49, net: 1110, total: 1450, gear: 'Automat', drive: 'Bakhjulstrekk', price: 31_000, wmi: 'JMB', code: 'HA3',
    note: 'electric car, exactly 14 years old: too old for car-electric (age must be under 14); age info box "14 and above"' }),
  vehicle({ type: 'car', plate: 'EL11952', age: 16, make: 'THINK', manufacturer: 'Think', model: 'City', fuel: EL, co2: 0, cc: null, kw: 34, net: 1038, total: 1400, gear: 'Automat', drive: 'Forhjulstrekk', price: 22_000, wmi: 'YH9', code: 'CT2',
    note: 'electric car, 16 years old: too old for car-electric; price quote below the 30 000 kr minimum price' }),

  // ── Cars: hydrogen (zero-emission, car-electric) ──────────────────────────────────────────────
  vehicle({ type: 'car', plate: 'HY10457', age: 5, make: 'TOYOTA', manufacturer: 'Toyota', model: 'Mirai', fuel: H2, co2: 0, cc: null, kw: 134, net: 1900, total: 2415, gear: 'Automat', drive: 'Bakhjulstrekk', price: 189_000, wmi: 'JTD', code: 'JP2',
    note: 'hydrogen car, 5 years old: zero-emission, eligible for car-electric, terms up to 108 months' }),
  vehicle({ type: 'car', plate: 'HY10213', age: 7, make: 'HYUNDAI', manufacturer: 'Hyundai', model: 'Nexo', fuel: H2, co2: 0, cc: null, kw: 120, net: 1814, total: 2340, gear: 'Automat', drive: 'Forhjulstrekk', price: 139_000, wmi: 'KMH', code: 'FE8',
    note: 'hydrogen SUV, 7 years old: zero-emission, eligible for car-electric, terms up to 84 months' }),
  vehicle({ type: 'car', plate: 'HY10052', age: 13, make: 'HYUNDAI', manufacturer: 'Hyundai', model: 'ix35 Fuel Cell', fuel: H2, co2: 0, cc: null, kw: 100, net: 1830, total: 2290, gear: 'Automat', drive: 'Forhjulstrekk', price: null, wmi: 'KMH', code: 'JU8',
    note: 'hydrogen car, 13 years old, no price quote: eligible for car-electric (12 months), price must be typed in' }),

  // ── Cars: hybrids (not zero-emission) ─────────────────────────────────────────────────────────
  vehicle({ type: 'car', plate: 'DN84512', age: 6, make: 'MITSUBISHI', manufacturer: 'Mitsubishi', model: 'Outlander PHEV', fuel: PHEV, co2: 46, cc: 2360, kw: 99, net: 1880, total: 2390, gear: 'Automat', drive: 'Firehjulstrekk', price: 219_000, wmi: 'JMB', code: 'GG3',
    note: 'car-electric edge case: plug-in hybrid with CO2 46 g/km, not zero-emission, so car-electric refuses it (emission warning); eligible for car' }),
  vehicle({ type: 'car', plate: 'BS30917', age: 3, make: 'TOYOTA', manufacturer: 'Toyota', model: 'RAV4 Plug-in Hybrid AWD-i', fuel: PHEV, co2: 22, cc: 2487, kw: 136, net: 1910, total: 2520, gear: 'Automat', drive: 'Firehjulstrekk', price: 429_000, wmi: 'JTM', code: 'AB3',
    note: 'car-electric edge case: plug-in hybrid with low CO2 (22 g/km) is still not zero-emission; eligible for car, full term' }),
  vehicle({ type: 'car', plate: 'AB52046', age: 0, make: 'VOLVO', manufacturer: 'Volvo', model: 'XC60 T6 AWD Recharge Plus', fuel: PHEV, co2: 18, cc: 1969, kw: 186, net: 2075, total: 2600, gear: 'Automat', drive: 'Firehjulstrekk', price: 749_000, wmi: 'YV1', code: 'UZL',
    note: 'brand-new plug-in hybrid at a high price: eligible for car, full term; refused by car-electric' }),
  vehicle({ type: 'car', plate: 'ZT61538', age: 6, make: 'TOYOTA', manufacturer: 'Toyota', model: 'RAV4 Hybrid AWD-i', fuel: PHEV, co2: 126, cc: 2487, kw: 131, net: 1690, total: 2205, gear: 'Automat', drive: 'Firehjulstrekk', price: 299_000, wmi: 'JTM', code: 'W3F',
    note: 'full hybrid (not plug-in), 6 years old: eligible for car, terms up to 96 months; not zero-emission' }),

  // ── Cars: petrol and diesel ───────────────────────────────────────────────────────────────────
  vehicle({ type: 'car', plate: 'KH47203', age: 3, make: 'SKODA', manufacturer: 'Skoda', model: 'Octavia Combi 2.0 TDI DSG', fuel: 'DIESEL', co2: 119, cc: 1968, kw: 110, net: 1455, total: 2000, gear: 'Automat', drive: 'Forhjulstrekk', price: 309_000, wmi: 'TMB', code: 'NX5',
    note: 'diesel car, 3 years old: eligible for car, full term; not zero-emission' }),
  vehicle({ type: 'car', plate: 'UE23704', age: 6, importedAfter: 2, make: 'AUDI', manufacturer: 'Audi', model: 'A6 Avant 40 TDI quattro', fuel: 'DIESEL', co2: 145, cc: 1968, kw: 150, net: 1830, total: 2440, gear: 'Automat', drive: 'Firehjulstrekk', price: 349_000, wmi: 'WAU', code: '4A5',
    note: 'imported used diesel car (first registered in Norway 2 years after manufacture): importedUsed true; eligible for car' }),
  vehicle({ type: 'car', plate: 'DR15876', age: 10, make: 'VOLKSWAGEN', manufacturer: 'Volkswagen', model: 'Golf 1.4 TSI', fuel: 'BENSIN', co2: 119, cc: 1395, kw: 92, net: 1265, total: 1760, gear: 'Manuell', drive: 'Forhjulstrekk', price: 109_000, wmi: 'WVW', code: 'AU1',
    note: 'petrol car, 10 years old: eligible for car, terms up to 48 months' }),
  vehicle({ type: 'car', plate: 'NV40517', age: 11, make: 'TOYOTA', manufacturer: 'Toyota', model: 'Yaris 1.0 VVT-i', fuel: 'BENSIN', co2: 99, cc: 998, kw: 51, net: 1000, total: 1430, gear: 'Manuell', drive: 'Forhjulstrekk', price: 69_000, wmi: 'VNK', code: 'KP1',
    note: 'cheap petrol car, 11 years old: fits car-no-insurance (under 100 000 kr); eligible for car with terms up to 36 months' }),
  vehicle({ type: 'car', plate: 'SV70233', age: 13, make: 'VOLVO', manufacturer: 'Volvo', model: 'XC60 D4 AWD', fuel: 'DIESEL', co2: 149, cc: 2400, kw: 120, net: 1846, total: 2420, gear: 'Automat', drive: 'Firehjulstrekk', price: 119_000, wmi: 'YV1', code: 'DZ8',
    note: 'diesel car, 13 years old: eligible for car with a 12-month term only; car-no-insurance offers up to 60 months' }),
  vehicle({ type: 'car', plate: 'RF29481', age: 14, make: 'BMW', manufacturer: 'BMW', model: '320d xDrive Touring', fuel: 'DIESEL', co2: 129, cc: 1995, kw: 135, net: 1595, total: 2165, gear: 'Automat', drive: 'Firehjulstrekk', price: 89_000, wmi: 'WBA', code: '3K3',
    note: 'diesel car, exactly 14 years old: too old for car (age must be under 14); accepted by car-no-insurance (age not checked)' }),
  vehicle({ type: 'car', plate: 'VH38120', age: 18, make: 'TOYOTA', manufacturer: 'Toyota', model: 'Avensis 2.0 D-4D', fuel: 'DIESEL', co2: 154, cc: 1998, kw: 93, net: 1470, total: 1950, gear: 'Manuell', drive: 'Forhjulstrekk', price: 35_000, wmi: 'SB1', code: 'BW5',
    note: 'diesel car, 18 years old: too old for car; accepted by car-no-insurance (age not checked)' }),
  vehicle({ type: 'car', plate: 'TA90415', age: 21, make: 'VOLKSWAGEN', manufacturer: 'Volkswagen', model: 'Passat 1.9 TDI', fuel: 'DIESEL', co2: 149, cc: 1896, kw: 77, net: 1440, total: 2030, gear: 'Manuell', drive: 'Forhjulstrekk', price: null, wmi: 'WVW', code: '3C5',
    note: 'diesel car, 21 years old, no price quote: too old for car; car-no-insurance with the price typed in' }),

  // ── Camping cars (bobil) ──────────────────────────────────────────────────────────────────────
  vehicle({ type: 'camping', plate: 'RJ41590', age: 0, make: 'HYMER', manufacturer: 'Hymer', model: 'B-Klasse MasterLine T 780', fuel: 'DIESEL', co2: 229, cc: 1950, kw: 125, net: 3020, total: 3500, gear: 'Automat', drive: 'Forhjulstrekk', price: 1_349_000, wmi: 'W1V', code: '907',
    note: 'brand-new camping car at a high price: eligible for camping, full term' }),
  vehicle({ type: 'camping', plate: 'LE53826', age: 3, make: 'ADRIA', manufacturer: 'Adria', model: 'Coral Plus 670 SL', fuel: 'DIESEL', co2: 215, cc: 2184, kw: 103, net: 2920, total: 3500, gear: 'Manuell', drive: 'Forhjulstrekk', price: 829_000, wmi: 'ZFA', code: '250',
    note: 'camping car, 3 years old: eligible for camping, full term' }),
  vehicle({ type: 'camping', plate: 'PS72014', age: 6, make: 'KNAUS', manufacturer: 'Knaus', model: 'Sky TI 650 MEG', fuel: 'DIESEL', co2: 218, cc: 2287, kw: 110, net: 2890, total: 3500, gear: 'Manuell', drive: 'Forhjulstrekk', price: 659_000, wmi: 'ZFA', code: '250',
    note: 'camping car, 6 years old: eligible for camping, terms up to 96 months' }),
  vehicle({ type: 'camping', plate: 'HU18345', age: 10, make: 'BURSTNER', manufacturer: 'Bürstner', model: 'Lyseo TD 728 G', fuel: 'DIESEL', co2: 224, cc: 2287, kw: 96, net: 2960, total: 3500, gear: 'Manuell', drive: 'Forhjulstrekk', price: 479_000, wmi: 'ZFA', code: '250',
    note: 'camping car, 10 years old: eligible for camping, terms up to 48 months' }),
  vehicle({ type: 'camping', plate: 'KR36902', age: 13, make: 'DETHLEFFS', manufacturer: 'Dethleffs', model: 'Trend T 7057 EB', fuel: 'DIESEL', co2: 221, cc: 2287, kw: 110, net: 2880, total: 3500, gear: 'Manuell', drive: 'Forhjulstrekk', price: 369_000, wmi: 'ZFA', code: '250',
    note: 'camping car, 13 years old: eligible for camping with a 12-month term only' }),
  vehicle({ type: 'camping', plate: 'SN60417', age: 14, make: 'HYMER', manufacturer: 'Hymer', model: 'B 678 CL', fuel: 'DIESEL', co2: 234, cc: 2287, kw: 96, net: 2950, total: 3650, gear: 'Manuell', drive: 'Forhjulstrekk', price: 329_000, wmi: 'ZFA', code: '250',
    note: 'camping car, exactly 14 years old: too old for camping' }),
  vehicle({ type: 'camping', plate: 'YD25083', age: 19, make: 'ADRIA', manufacturer: 'Adria', model: 'Coral 670 SP', fuel: 'DIESEL', co2: 241, cc: 2287, kw: 96, net: 2850, total: 3500, gear: 'Manuell', drive: 'Forhjulstrekk', price: 199_000, wmi: 'ZFA', code: '244',
    note: 'camping car, 19 years old: too old for camping' }),

  // ── Caravans (campingvogn): no engine, no odometer ────────────────────────────────────────────
  vehicle({ type: 'caravan', plate: 'JB4127', age: 0, ...NO_ENGINE, make: 'KABE', manufacturer: 'Kabe', model: 'Imperial 780 TDL KS', net: 2050, total: 2500, price: 689_000, wmi: 'YS9', code: 'K78',
    note: 'brand-new caravan: eligible for caravan, full term; no odometer is asked' }),
  vehicle({ type: 'caravan', plate: 'CX7045', age: 3, ...NO_ENGINE, make: 'TABBERT', manufacturer: 'Tabbert', model: 'Da Vinci 490 TD', net: 1595, total: 2000, price: 379_000, wmi: 'WKT', code: 'DV4',
    note: 'caravan, 3 years old: eligible for caravan, full term' }),
  vehicle({ type: 'caravan', plate: 'FH2318', age: 6, ...NO_ENGINE, make: 'HOBBY', manufacturer: 'Hobby', model: 'De Luxe 540 UL', net: 1270, total: 1500, price: 199_000, wmi: 'WHB', code: 'D54',
    note: 'caravan, 6 years old: eligible for caravan, terms up to 96 months' }),
  vehicle({ type: 'caravan', plate: 'LV6604', age: 10, ...NO_ENGINE, make: 'ADRIA', manufacturer: 'Adria', model: 'Altea 552 UP', net: 1150, total: 1300, price: 119_000, wmi: 'VLA', code: 'A55',
    note: 'caravan, 10 years old: eligible for caravan, terms up to 48 months' }),
  vehicle({ type: 'caravan', plate: 'NE3891', age: 13, ...NO_ENGINE, make: 'KABE', manufacturer: 'Kabe', model: 'Royal 560 XL', net: 1420, total: 1700, price: 139_000, wmi: 'YS9', code: 'R56',
    note: 'caravan, 13 years old: eligible for caravan with a 12-month term only' }),
  vehicle({ type: 'caravan', plate: 'PZ5176', age: 14, ...NO_ENGINE, make: 'HOBBY', manufacturer: 'Hobby', model: 'Prestige 560 WLU', net: 1300, total: 1600, price: 89_000, wmi: 'WHB', code: 'P56',
    note: 'caravan, exactly 14 years old: too old for caravan' }),
  vehicle({ type: 'caravan', plate: 'UR8420', age: 20, ...NO_ENGINE, make: 'TABBERT', manufacturer: 'Tabbert', model: 'Puccini 550 E', net: 1430, total: 1700, price: null, wmi: 'WKT', code: 'P55',
    note: 'caravan, 20 years old, no price quote: too old for caravan' }),

  // ── Motorcycles ───────────────────────────────────────────────────────────────────────────────
  vehicle({ type: 'mc', plate: 'DJ4810', age: 0, make: 'YAMAHA', manufacturer: 'Yamaha', model: 'MT-07', fuel: 'BENSIN', co2: 96, cc: 689, kw: 54, net: 184, total: 370, gear: 'Manuell', drive: 'Bakhjulstrekk', price: 114_900, wmi: 'JYA', code: 'RM3',
    note: 'brand-new motorcycle: eligible for mc, full term' }),
  vehicle({ type: 'mc', plate: 'KE2096', age: 3, make: 'HONDA', manufacturer: 'Honda', model: 'CRF1100L Africa Twin Adventure Sports', fuel: 'BENSIN', co2: 113, cc: 1084, kw: 75, net: 238, total: 455, gear: 'Manuell', drive: 'Bakhjulstrekk', price: 209_000, wmi: 'JH2', code: 'SD1',
    note: 'motorcycle, 3 years old: eligible for mc, full term' }),
  vehicle({ type: 'mc', plate: 'BY4566', age: 3, make: 'ZERO', manufacturer: 'Zero Motorcycles', model: 'SR/F Premium', fuel: EL, co2: 0, cc: null, kw: 82, net: 226, total: 354, gear: 'Automat', drive: 'Bakhjulstrekk', price: 189_000, wmi: '538', code: 'ZF1',
    note: 'electric motorcycle: zero-emission, but the mc product has no emission rule; eligible, full term' }),
  vehicle({ type: 'mc', plate: 'LA5733', age: 6, importedAfter: 1, make: 'HARLEY-DAVIDSON', manufacturer: 'Harley-Davidson', model: 'FLHXS Street Glide Special', fuel: 'BENSIN', co2: 157, cc: 1868, kw: 68, net: 375, total: 597, gear: 'Manuell', drive: 'Bakhjulstrekk', price: 289_000, wmi: '1HD', code: '1KR',
    note: 'imported used motorcycle (from the USA), 6 years old: importedUsed true; eligible for mc, terms up to 96 months' }),
  vehicle({ type: 'mc', plate: 'RH1428', age: 10, make: 'BMW', manufacturer: 'BMW Motorrad', model: 'R 1200 GS', fuel: 'BENSIN', co2: 118, cc: 1170, kw: 92, net: 244, total: 460, gear: 'Manuell', drive: 'Bakhjulstrekk', price: 139_000, wmi: 'WB1', code: '0A0',
    note: 'motorcycle, 10 years old: eligible for mc, terms up to 48 months' }),
  vehicle({ type: 'mc', plate: 'SE6051', age: 13, make: 'SUZUKI', manufacturer: 'Suzuki', model: 'DL650 V-Strom', fuel: 'BENSIN', co2: 108, cc: 645, kw: 50, net: 214, total: 425, gear: 'Manuell', drive: 'Bakhjulstrekk', price: 59_000, wmi: 'JS1', code: 'VP5',
    note: 'motorcycle, 13 years old: eligible for mc with a 12-month term only' }),
  vehicle({ type: 'mc', plate: 'TF3374', age: 14, make: 'HONDA', manufacturer: 'Honda', model: 'CBF600S', fuel: 'BENSIN', co2: 119, cc: 599, kw: 57, net: 222, total: 410, gear: 'Manuell', drive: 'Bakhjulstrekk', price: 45_000, wmi: 'JH2', code: 'PC4',
    note: 'motorcycle, exactly 14 years old: too old for mc' }),
  vehicle({ type: 'mc', plate: 'UJ9205', age: 22, importedAfter: 9, make: 'HARLEY-DAVIDSON', manufacturer: 'Harley-Davidson', model: 'FLSTF Fat Boy', fuel: 'BENSIN', co2: null, cc: 1450, kw: 47, net: 318, total: 500, gear: 'Manuell', drive: 'Bakhjulstrekk', price: 129_000, wmi: '1HD', code: '1BM',
    note: 'classic motorcycle, 22 years old, imported used (first registered in Norway 9 years after manufacture), no CO2 value: too old for mc' }),

  // ── ATVs ──────────────────────────────────────────────────────────────────────────────────────
  vehicle({ type: 'atv', plate: 'ZA7261', age: 0, make: 'POLARIS', manufacturer: 'Polaris', model: 'Sportsman 570 EPS', fuel: 'BENSIN', co2: null, cc: 567, kw: 33, net: 331, total: 650, gear: 'Automat', drive: 'Firehjulstrekk', price: 149_900, wmi: '4XA', code: 'SH5',
    note: 'brand-new ATV: eligible for atv, full term' }),
  vehicle({ type: 'atv', plate: 'VD3108', age: 3, make: 'CAN-AM', manufacturer: 'BRP', model: 'Outlander 650 DPS T', fuel: 'BENSIN', co2: null, cc: 649, kw: 38, net: 345, total: 700, gear: 'Automat', drive: 'Firehjulstrekk', price: 169_000, wmi: '3JB', code: 'LKE',
    note: 'ATV, 3 years old: eligible for atv, full term' }),
  vehicle({ type: 'atv', plate: 'NH5842', age: 6, make: 'CFMOTO', manufacturer: 'CFMOTO', model: 'CForce 520L', fuel: 'BENSIN', co2: null, cc: 495, kw: 27, net: 380, total: 600, gear: 'Automat', drive: 'Firehjulstrekk', price: 79_000, wmi: 'LCE', code: 'PDL',
    note: 'ATV, 6 years old: eligible for atv, terms up to 96 months' }),
  vehicle({ type: 'atv', plate: 'CE1976', age: 10, make: 'POLARIS', manufacturer: 'Polaris', model: 'Sportsman 850 SP', fuel: 'BENSIN', co2: null, cc: 850, kw: 57, net: 366, total: 700, gear: 'Automat', drive: 'Firehjulstrekk', price: 99_000, wmi: '4XA', code: 'SS8',
    note: 'ATV, 10 years old: eligible for atv, terms up to 48 months' }),
  vehicle({ type: 'atv', plate: 'KT6639', age: 14, make: 'CAN-AM', manufacturer: 'BRP', model: 'Outlander MAX 800R XT', fuel: 'BENSIN', co2: null, cc: 800, kw: 52, net: 369, total: 690, gear: 'Automat', drive: 'Firehjulstrekk', price: 59_000, wmi: '3JB', code: 'EMD',
    note: 'ATV, exactly 14 years old: too old for atv' }),
  vehicle({ type: 'atv', plate: 'RL2257', age: 18, make: 'YAMAHA', manufacturer: 'Yamaha', model: 'Grizzly 700 FI', fuel: 'BENSIN', co2: null, cc: 686, kw: 34, net: 296, total: 600, gear: 'Automat', drive: 'Firehjulstrekk', price: 45_000, wmi: 'JY4', code: 'AM0',
    note: 'ATV, 18 years old: too old for atv' }),

  // ── Snowmobiles (beltemotorsykkel) ────────────────────────────────────────────────────────────
  vehicle({ ...SNOW, plate: 'LB4417', age: 0, make: 'LYNX', manufacturer: 'BRP Finland', model: 'Rave RE 600R E-TEC', cc: 599, kw: 92, net: 222, price: 219_900, wmi: 'YH2', code: 'RV6',
    note: 'brand-new snowmobile: eligible for snowmobile, full term' }),
  vehicle({ ...SNOW, plate: 'SH7830', age: 3, make: 'SKI-DOO', manufacturer: 'BRP', model: 'Summit X 850 E-TEC', cc: 849, kw: 121, net: 200, price: 199_000, wmi: '2BP', code: 'SX8',
    note: 'snowmobile, 3 years old: eligible for snowmobile, full term' }),
  vehicle({ ...SNOW, plate: 'TK2519', age: 6, make: 'LYNX', manufacturer: 'BRP Finland', model: '69 Ranger 600R E-TEC', cc: 599, kw: 92, net: 275, price: 139_000, wmi: 'YH2', code: 'R69',
    note: 'snowmobile, 6 years old: eligible for snowmobile, terms up to 96 months' }),
  vehicle({ ...SNOW, plate: 'FN8063', age: 10, make: 'SKI-DOO', manufacturer: 'BRP', model: 'Skandic WT 600 ACE', cc: 600, kw: 44, net: 276, price: 89_000, wmi: '2BP', code: 'SW6',
    note: 'snowmobile, 10 years old: eligible for snowmobile, terms up to 48 months' }),
  vehicle({ ...SNOW, plate: 'HJ3752', age: 13, make: 'LYNX', manufacturer: 'BRP Finland', model: 'Xtrim Commander 600 E-TEC', cc: 594, kw: 90, net: 247, price: 55_000, wmi: 'YH2', code: 'XC6',
    note: 'snowmobile, 13 years old: eligible for snowmobile with a 12-month term only' }),
  vehicle({ ...SNOW, plate: 'PD6184', age: 14, make: 'SKI-DOO', manufacturer: 'BRP', model: 'Skandic SWT 550F', cc: 553, kw: 30, net: 302, price: 45_000, wmi: '2BP', code: 'SS5',
    note: 'snowmobile, exactly 14 years old: too old for snowmobile' }),
  vehicle({ ...SNOW, plate: 'UB9021', age: 20, make: 'LYNX', manufacturer: 'BRP Finland', model: '49 Yeti Army 600', cc: 594, kw: 44, net: 290, price: 32_000, wmi: 'YH2', code: 'Y49',
    note: 'snowmobile, 20 years old: too old for snowmobile' }),
];

/**
 * Plates the sandbox answers with an error instead of a vehicle: EUROTAX_PLATE_NOT_FOUND (no such
 * vehicle; the calculator sets vehicleErrorNoMatch) or FEIL_UNDER_PRISOPPSLAG (price lookup failed).
 * One 7-character (car, camping car) and one 6-character (the others) plate per fault, plus a not-found
 * plate that looks like an electric car's. None of them is in {@link VEHICLES}.
 */
export const PLATE_FAULTS: Readonly<Record<string, PlateFault>> = {
  NF40404: 'EUROTAX_PLATE_NOT_FOUND',
  NF4040: 'EUROTAX_PLATE_NOT_FOUND',
  EL40404: 'EUROTAX_PLATE_NOT_FOUND',
  PF50000: 'FEIL_UNDER_PRISOPPSLAG',
  PF5000: 'FEIL_UNDER_PRISOPPSLAG',
};

const BY_PLATE = new Map(VEHICLES.map((v) => [v.details.registrationNumber, v]));

/** The seeded vehicle with this plate (spaces, dashes and case ignored), or undefined. */
export function findVehicle(plate: string): SeedVehicle | undefined {
  return BY_PLATE.get(plate.replace(/[^0-9a-z]/gi, '').toUpperCase());
}
