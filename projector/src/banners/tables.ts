import type { ColumnType } from 'kysely';
import type { BannerColor } from '@inkpace/contracts/rules/banner';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface BannersTable {
  id: number;
  uuid: string;
  message: string;
  icon: string;
  color: BannerColor;
  show_until: Timestamp;
  enabled: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Deleted banners stay, so a delete can answer with what it removed; every list skips them. */
  deleted_at: Timestamp | null;
}

export interface BannerTables {
  banners: BannersTable;
}

export const bannersSetup = [
  `create table banners (
    id integer primary key,
    uuid uuid not null unique,
    message text not null,
    icon text not null,
    color text not null,
    show_until timestamptz not null,
    enabled boolean not null,
    created_at timestamptz not null,
    updated_at timestamptz not null,
    deleted_at timestamptz
  )`,
  // The public list runs on every page load: it reads only enabled banners, newest first.
  `create index banners_enabled on banners (id desc, show_until) where enabled and deleted_at is null`,
];
