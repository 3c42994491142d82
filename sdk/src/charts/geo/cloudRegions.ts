/** A place on the globe, in degrees (north and east positive). */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** Clouds whose regions the console can place on a map. */
export type RegionCloud = 'aws' | 'azure';

type RegionTable = Readonly<Record<string, readonly [place: string, latitude: number, longitude: number]>>;

// Where each region's data centres are, to a city's precision (published region locations).
const AWS: RegionTable = {
  'us-east-1': ['N. Virginia', 38.9, -77.4], 'us-east-2': ['Ohio', 40.0, -83.0], 'us-west-1': ['N. California', 37.4, -122.0],
  'us-west-2': ['Oregon', 45.8, -119.7], 'ca-central-1': ['Montreal', 45.5, -73.6], 'ca-west-1': ['Calgary', 51.0, -114.1],
  'mx-central-1': ['Querétaro', 20.6, -100.4], 'sa-east-1': ['São Paulo', -23.5, -46.6], 'eu-west-1': ['Ireland', 53.3, -6.3],
  'eu-west-2': ['London', 51.5, -0.1], 'eu-west-3': ['Paris', 48.9, 2.4], 'eu-central-1': ['Frankfurt', 50.1, 8.7],
  'eu-central-2': ['Zurich', 47.4, 8.5], 'eu-north-1': ['Stockholm', 59.3, 18.1], 'eu-south-1': ['Milan', 45.5, 9.2],
  'eu-south-2': ['Aragón', 41.6, -0.9], 'il-central-1': ['Tel Aviv', 32.1, 34.8], 'me-south-1': ['Bahrain', 26.1, 50.6],
  'me-central-1': ['UAE', 24.5, 54.4], 'af-south-1': ['Cape Town', -33.9, 18.4], 'ap-east-1': ['Hong Kong', 22.3, 114.2],
  'ap-south-1': ['Mumbai', 19.1, 72.9], 'ap-south-2': ['Hyderabad', 17.4, 78.5], 'ap-southeast-1': ['Singapore', 1.35, 103.8],
  'ap-southeast-2': ['Sydney', -33.9, 151.2], 'ap-southeast-3': ['Jakarta', -6.2, 106.8], 'ap-southeast-4': ['Melbourne', -37.8, 145.0],
  'ap-southeast-5': ['Malaysia', 3.1, 101.7], 'ap-southeast-7': ['Thailand', 13.8, 100.5], 'ap-northeast-1': ['Tokyo', 35.7, 139.7],
  'ap-northeast-2': ['Seoul', 37.6, 127.0], 'ap-northeast-3': ['Osaka', 34.7, 135.5], 'us-gov-east-1': ['GovCloud Ohio', 40.0, -83.0],
  'us-gov-west-1': ['GovCloud Oregon', 45.8, -119.7],
};

const AZURE: RegionTable = {
  eastus: ['Virginia', 37.37, -79.82], eastus2: ['Virginia', 36.67, -78.39], centralus: ['Iowa', 41.59, -93.62],
  northcentralus: ['Illinois', 41.88, -87.63], southcentralus: ['Texas', 29.42, -98.5], westcentralus: ['Wyoming', 40.89, -110.23],
  westus: ['California', 37.78, -122.42], westus2: ['Washington', 47.23, -119.85], westus3: ['Arizona', 33.45, -112.07],
  canadacentral: ['Toronto', 43.65, -79.38], canadaeast: ['Quebec City', 46.82, -71.22], mexicocentral: ['Querétaro', 20.59, -100.39],
  brazilsouth: ['São Paulo', -23.55, -46.63], northeurope: ['Ireland', 53.35, -6.26], westeurope: ['Netherlands', 52.37, 4.9],
  uksouth: ['London', 50.94, -0.8], ukwest: ['Cardiff', 53.43, -3.08], francecentral: ['Paris', 46.38, 2.37],
  germanywestcentral: ['Frankfurt', 50.11, 8.68], switzerlandnorth: ['Zurich', 47.45, 8.56], norwayeast: ['Oslo', 59.91, 10.75],
  swedencentral: ['Gävle', 60.67, 17.14], polandcentral: ['Warsaw', 52.23, 21.02], italynorth: ['Milan', 45.47, 9.18],
  spaincentral: ['Madrid', 40.43, -3.42], israelcentral: ['Israel', 31.27, 33.45], qatarcentral: ['Doha', 25.55, 51.44],
  uaenorth: ['Dubai', 25.27, 55.32], southafricanorth: ['Johannesburg', -25.73, 28.22], centralindia: ['Pune', 18.58, 73.92],
  southindia: ['Chennai', 12.98, 80.16], westindia: ['Mumbai', 19.09, 72.87], southeastasia: ['Singapore', 1.28, 103.83],
  eastasia: ['Hong Kong', 22.27, 114.19], japaneast: ['Tokyo', 35.68, 139.77], japanwest: ['Osaka', 34.69, 135.5],
  koreacentral: ['Seoul', 37.57, 126.98], australiaeast: ['New South Wales', -33.86, 151.21], australiasoutheast: ['Victoria', -37.81, 144.96],
};

const TABLES: Readonly<Record<RegionCloud, RegionTable>> = { aws: AWS, azure: AZURE };

/**
 * Where a cloud region is: its place name and coordinates, from the console's table of AWS and Azure regions, or
 * `undefined` for a region the table does not know (a map then lists it in its table without a marker).
 *
 * @example
 * ```ts
 * cloudRegionLocation('aws', 'eu-west-1'); // { place: 'Ireland', latitude: 53.3, longitude: -6.3 }
 * ```
 */
export function cloudRegionLocation(cloud: RegionCloud, region: string): (GeoPoint & { place: string }) | undefined {
  const row = TABLES[cloud]?.[region.toLowerCase()];
  return row ? { place: row[0], latitude: row[1], longitude: row[2] } : undefined;
}
