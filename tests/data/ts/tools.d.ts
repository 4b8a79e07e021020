// Tools an agent exposes, in the declaration subset toolform reads.

/**
 * Get the weather forecast for a city.
 * @param city City name, for example "Denver".
 * @param days - How many days to forecast,
 *   1 to 7.
 * @param units Unit system for temperatures.
 * @returns The forecast.
 */
export declare function get_forecast(
  city: string,
  days?: number,
  units?: "metric" | "imperial",
): Promise<Forecast>;

/**
 * Search the catalogue.
 * @param args.query Words to look for.
 * @param args.filters Filters to apply, all must match.
 */
declare function search_catalogue(args: {
  query: string;
  limit?: number;
  filters: Filter[];
  sort: SortOrder | null;
}): SearchResult[];

/** Book a meeting room. */
export function book_room(params: BookingRequest): void;

/** Store metadata about a document. */
function tag_document(id: string, tags: Array<string>, extra: Record<string, string | number> | undefined): boolean;

/** One filter on a field. */
interface Filter {
  /** Field name. */
  field: string;
  op: "eq" | "lt" | "gt";
  value: string | number | boolean;
}

type SortOrder = "asc" | "desc";

interface Forecast {
  city: string;
  days: Day[];
}

interface Day {
  date: string;
  high: number;
  low: number;
  summary?: string;
}

interface BookingRequest {
  room: string;
  attendees: { name: string; email?: string }[];
  slot: [string, string];
  notes: any;
  metadata: unknown;
}

type SearchResult = { id: string; score: number };
