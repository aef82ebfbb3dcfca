/**
 * Demo provinces, cities, counties and towns in the main sourcing countries: real places, enough cities
 * (more than one page of 25) for the summary screens to page. Keyed by ISO numeric country code.
 */
export interface DemoCounty {
  name: string;
  towns?: string[];
}
export interface DemoCity {
  name: string;
  code?: string;
  counties?: DemoCounty[];
}
export interface DemoProvince {
  country: number;
  name: string;
  code?: string;
  cities: DemoCity[];
}

const CHINA = 156;
const VIETNAM = 704;
const INDIA = 356;
const BANGLADESH = 50;
const TURKIYE = 792;
const FRANCE = 250;

export const DEMO_GEOGRAPHY: readonly DemoProvince[] = [
  {
    country: CHINA,
    name: 'Guangdong',
    code: 'GD',
    cities: [
      {
        name: 'Guangzhou',
        code: 'CAN',
        counties: [
          { name: 'Panyu', towns: ['Shiqiao', 'Dashi', 'Nancun'] },
          { name: 'Baiyun', towns: ['Jingtai', 'Junhe'] },
          { name: 'Tianhe' },
        ],
      },
      {
        name: 'Shenzhen',
        code: 'SZX',
        counties: [
          { name: "Bao'an", towns: ['Shajing', 'Fuyong'] },
          { name: 'Longgang', towns: ['Buji'] },
        ],
      },
      { name: 'Dongguan', code: 'DGG' },
      { name: 'Foshan', counties: [{ name: 'Shunde', towns: ['Lecong', 'Beijiao'] }, { name: 'Nanhai' }] },
      { name: 'Shantou' },
      { name: 'Zhongshan' },
    ],
  },
  {
    country: CHINA,
    name: 'Zhejiang',
    code: 'ZJ',
    cities: [
      { name: 'Hangzhou', counties: [{ name: 'Xiaoshan' }, { name: 'Yuhang' }] },
      { name: 'Ningbo', counties: [{ name: 'Yinzhou' }, { name: 'Beilun' }] },
      { name: 'Jinhua', counties: [{ name: 'Yiwu', towns: ['Fotang', 'Suxi'] }, { name: 'Dongyang' }] },
      { name: 'Shaoxing', counties: [{ name: 'Keqiao' }] },
      { name: 'Wenzhou' },
    ],
  },
  {
    country: CHINA,
    name: 'Jiangsu',
    code: 'JS',
    cities: [
      { name: 'Suzhou', counties: [{ name: 'Kunshan' }, { name: 'Wujiang', towns: ['Shengze'] }] },
      { name: 'Nanjing' },
      { name: 'Wuxi' },
      { name: 'Changzhou' },
    ],
  },
  {
    country: CHINA,
    name: 'Fujian',
    code: 'FJ',
    cities: [
      { name: 'Xiamen' },
      { name: 'Fuzhou' },
      { name: 'Quanzhou', counties: [{ name: 'Jinjiang', towns: ['Chendai'] }, { name: 'Shishi' }] },
    ],
  },
  { country: CHINA, name: 'Shandong', code: 'SD', cities: [{ name: 'Qingdao' }, { name: 'Jinan' }] },
  {
    country: VIETNAM,
    name: 'Ho Chi Minh City',
    code: 'SG',
    cities: [{ name: 'Ho Chi Minh City', counties: [{ name: 'District 1' }, { name: 'Thu Duc' }] }],
  },
  { country: VIETNAM, name: 'Binh Duong', cities: [{ name: 'Thu Dau Mot' }, { name: 'Di An' }] },
  { country: VIETNAM, name: 'Dong Nai', cities: [{ name: 'Bien Hoa' }] },
  { country: VIETNAM, name: 'Hanoi', code: 'HN', cities: [{ name: 'Hanoi' }] },
  { country: VIETNAM, name: 'Hai Phong', code: 'HP', cities: [{ name: 'Hai Phong' }] },
  {
    country: INDIA,
    name: 'Tamil Nadu',
    code: 'TN',
    cities: [{ name: 'Tiruppur' }, { name: 'Chennai' }, { name: 'Coimbatore' }],
  },
  { country: INDIA, name: 'Karnataka', code: 'KA', cities: [{ name: 'Bengaluru' }] },
  { country: INDIA, name: 'Haryana', code: 'HR', cities: [{ name: 'Gurugram' }, { name: 'Panipat' }] },
  { country: INDIA, name: 'Uttar Pradesh', code: 'UP', cities: [{ name: 'Noida' }, { name: 'Moradabad' }] },
  { country: INDIA, name: 'Maharashtra', code: 'MH', cities: [{ name: 'Mumbai' }] },
  {
    country: BANGLADESH,
    name: 'Dhaka Division',
    cities: [
      { name: 'Dhaka', counties: [{ name: 'Mirpur' }, { name: 'Savar', towns: ['Ashulia'] }] },
      { name: 'Gazipur' },
      { name: 'Narayanganj' },
    ],
  },
  { country: BANGLADESH, name: 'Chattogram Division', cities: [{ name: 'Chattogram' }] },
  { country: TURKIYE, name: 'Istanbul', code: '34', cities: [{ name: 'Istanbul' }] },
  { country: TURKIYE, name: 'Bursa', code: '16', cities: [{ name: 'Bursa' }] },
  { country: TURKIYE, name: 'Denizli', code: '20', cities: [{ name: 'Denizli' }] },
  { country: TURKIYE, name: 'İzmir', code: '35', cities: [{ name: 'İzmir' }] },
  { country: FRANCE, name: 'Île-de-France', code: 'IDF', cities: [{ name: 'Paris' }] },
  { country: FRANCE, name: 'Auvergne-Rhône-Alpes', code: 'ARA', cities: [{ name: 'Lyon' }] },
  { country: FRANCE, name: 'Hauts-de-France', code: 'HDF', cities: [{ name: 'Lille' }, { name: 'Roubaix' }] },
  { country: FRANCE, name: "Provence-Alpes-Côte d'Azur", code: 'PAC', cities: [{ name: 'Marseille' }] },
  // The Shanghai and New Delhi offices' own cities (inspectors set out from there); last, so ids stay.
  { country: CHINA, name: 'Shanghai', code: 'SH', cities: [{ name: 'Shanghai', code: 'SHA' }] },
  { country: INDIA, name: 'Delhi', code: 'DL', cities: [{ name: 'New Delhi', code: 'DEL' }] },
];
