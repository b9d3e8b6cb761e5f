export * from "./accounts";
export * from "./bookings";
export * from "./engagement";
export * from "./listings";
export * from "./places";
export * from "./products";
export * from "./site";
export * from "./sandbox-payments";
