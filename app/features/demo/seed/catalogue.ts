import { type BodyType, CAR_BRANDS } from "../../../lib/vehicles.ts";

/** The cars of the demo market: models with their engines, how common they are and what they cost new. */

export type Fuel = "petrol" | "diesel" | "hybrid" | "electric";

export interface EngineSpec {
  engine: string;
  hp: number;
  cylinders: number | null;
  fuel: Fuel;
  from?: number;
  to?: number;
}

export interface ModelSpec {
  brand: string;
  model: string;
  body: BodyType | BodyType[];
  /** Price new, in millions of XOF. */
  newPrice: number;
  /** How often it appears on the market. */
  weight: number;
  engines: EngineSpec[];
  seats?: number;
  doors?: number;
  /** Share sold with an automatic gearbox. */
  auto: number;
  from?: number;
  to?: number;
  drive?: "4WD" | "AWD";
  /** How often it is offered for rent, when different from `weight`. */
  rental?: number;
}

const en = (engine: string, hp: number, cylinders: number | null, fuel: Fuel = "petrol", from?: number, to?: number): EngineSpec => ({
  engine,
  hp,
  cylinders,
  fuel,
  from,
  to,
});
const EV = (hp: number) => en("Électrique", hp, null, "electric");

const DEMO_MODELS: readonly ModelSpec[] = [
  // Toyota: the market's favourite, in every class.
  { brand: "Toyota", model: "Corolla", body: "Berline", newPrice: 18, weight: 14, auto: 0.7, engines: [en("1.6 L", 122, 4), en("1.8 L", 140, 4), en("1.8 L", 122, 4, "hybrid", 2019)], rental: 12 },
  { brand: "Toyota", model: "Camry", body: "Berline", newPrice: 26, weight: 7, auto: 0.95, engines: [en("2.5 L", 181, 4), en("3.5 L", 301, 6), en("2.5 L", 218, 4, "hybrid", 2012)], rental: 5 },
  { brand: "Toyota", model: "Yaris", body: "Hatchback", newPrice: 10, weight: 6, auto: 0.5, engines: [en("1.3 L", 99, 4), en("1.5 L", 111, 4)], rental: 6 },
  { brand: "Toyota", model: "RAV4", body: "SUV", newPrice: 28, weight: 9, auto: 0.9, drive: "AWD", engines: [en("2.0 L", 158, 4), en("2.5 L", 203, 4), en("2.5 L", 222, 4, "hybrid", 2016)], rental: 7 },
  { brand: "Toyota", model: "Land Cruiser", body: "SUV", newPrice: 90, weight: 5, auto: 0.9, seats: 7, drive: "4WD", engines: [en("4.5 L", 272, 8, "diesel", 2008, 2021), en("4.0 L", 275, 6, "petrol", 2005, 2021), en("3.3 L", 309, 6, "diesel", 2022)], rental: 6 },
  { brand: "Toyota", model: "Land Cruiser Prado", body: "SUV", newPrice: 55, weight: 7, auto: 0.85, seats: 7, drive: "4WD", engines: [en("2.8 L", 177, 4, "diesel", 2015), en("3.0 L", 173, 4, "diesel", 2005, 2015), en("4.0 L", 282, 6)], rental: 9 },
  { brand: "Toyota", model: "Hilux", body: "Pick-up", newPrice: 26, weight: 9, auto: 0.35, doors: 4, drive: "4WD", engines: [en("2.4 L", 150, 4, "diesel"), en("2.8 L", 204, 4, "diesel", 2016), en("2.7 L", 166, 4)], rental: 6 },
  { brand: "Toyota", model: "Highlander", body: "SUV", newPrice: 38, weight: 3, auto: 0.98, seats: 7, drive: "AWD", engines: [en("3.5 L", 295, 6), en("2.5 L", 243, 4, "hybrid", 2020)] },
  { brand: "Toyota", model: "Fortuner", body: "SUV", newPrice: 36, weight: 4, auto: 0.7, seats: 7, drive: "4WD", engines: [en("2.7 L", 166, 4), en("2.8 L", 204, 4, "diesel", 2016)], rental: 5 },
  { brand: "Toyota", model: "4Runner", body: "SUV", newPrice: 42, weight: 2, auto: 1, seats: 7, drive: "4WD", engines: [en("4.0 L", 270, 6)] },
  { brand: "Toyota", model: "Hiace", body: "Monospace", newPrice: 30, weight: 2, auto: 0.1, seats: 15, doors: 4, engines: [en("2.5 L", 102, 4, "diesel"), en("2.7 L", 151, 4)], rental: 4 },
  { brand: "Toyota", model: "C-HR", body: "SUV", newPrice: 24, weight: 1, auto: 0.9, from: 2017, engines: [en("1.2 L", 116, 4), en("1.8 L", 122, 4, "hybrid")] },
  // Hyundai and Kia
  { brand: "Hyundai", model: "Tucson", body: "SUV", newPrice: 24, weight: 7, auto: 0.8, drive: "AWD", engines: [en("2.0 L", 155, 4), en("1.6 L", 177, 4, "petrol", 2015), en("2.0 L", 185, 4, "diesel")], rental: 6 },
  { brand: "Hyundai", model: "Santa Fe", body: "SUV", newPrice: 32, weight: 4, auto: 0.9, seats: 7, drive: "AWD", engines: [en("2.4 L", 185, 4), en("2.2 L", 200, 4, "diesel"), en("3.5 L", 272, 6)], rental: 3 },
  { brand: "Hyundai", model: "Elantra", body: "Berline", newPrice: 16, weight: 5, auto: 0.75, engines: [en("1.6 L", 128, 4), en("2.0 L", 147, 4)], rental: 5 },
  { brand: "Hyundai", model: "Accent", body: "Berline", newPrice: 11, weight: 5, auto: 0.5, engines: [en("1.4 L", 100, 4), en("1.6 L", 123, 4)], rental: 7 },
  { brand: "Hyundai", model: "i10", body: "Hatchback", newPrice: 8, weight: 3, auto: 0.3, engines: [en("1.0 L", 67, 3), en("1.2 L", 87, 4)], rental: 3 },
  { brand: "Hyundai", model: "Creta", body: "SUV", newPrice: 15, weight: 3, auto: 0.6, from: 2015, engines: [en("1.6 L", 123, 4)], rental: 3 },
  { brand: "Hyundai", model: "Sonata", body: "Berline", newPrice: 22, weight: 2, auto: 0.95, engines: [en("2.4 L", 185, 4), en("2.0 L", 160, 4)] },
  { brand: "Hyundai", model: "H-1", body: "Monospace", newPrice: 22, weight: 1, auto: 0.4, seats: 9, doors: 4, engines: [en("2.5 L", 170, 4, "diesel")], rental: 2 },
  { brand: "Hyundai", model: "Palisade", body: "SUV", newPrice: 45, weight: 1, auto: 1, seats: 8, from: 2019, drive: "AWD", engines: [en("3.8 L", 291, 6)] },
  { brand: "Kia", model: "Sportage", body: "SUV", newPrice: 23, weight: 6, auto: 0.8, drive: "AWD", engines: [en("2.0 L", 155, 4), en("1.6 L", 177, 4, "petrol", 2016), en("2.0 L", 185, 4, "diesel")], rental: 5 },
  { brand: "Kia", model: "Sorento", body: "SUV", newPrice: 30, weight: 3, auto: 0.9, seats: 7, drive: "AWD", engines: [en("2.4 L", 185, 4), en("2.2 L", 200, 4, "diesel"), en("3.3 L", 290, 6)] },
  { brand: "Kia", model: "Picanto", body: "Hatchback", newPrice: 7.5, weight: 4, auto: 0.3, engines: [en("1.0 L", 67, 3), en("1.2 L", 84, 4)], rental: 6 },
  { brand: "Kia", model: "Rio", body: "Berline", newPrice: 10, weight: 3, auto: 0.5, engines: [en("1.4 L", 100, 4)], rental: 3 },
  { brand: "Kia", model: "Cerato", body: "Berline", newPrice: 14, weight: 3, auto: 0.7, engines: [en("1.6 L", 128, 4), en("2.0 L", 147, 4)] },
  { brand: "Kia", model: "Optima", body: "Berline", newPrice: 20, weight: 2, auto: 0.95, to: 2020, engines: [en("2.4 L", 185, 4)] },
  { brand: "Kia", model: "Carnival", body: "Monospace", newPrice: 35, weight: 1, auto: 1, seats: 8, engines: [en("3.3 L", 266, 6), en("2.2 L", 200, 4, "diesel")], rental: 2 },
  // Peugeot, Renault, Citroën, Dacia
  { brand: "Peugeot", model: "208", body: "Hatchback", newPrice: 12, weight: 4, auto: 0.3, from: 2012, engines: [en("1.2 L", 82, 3), en("1.6 L", 92, 4, "diesel")], rental: 3 },
  { brand: "Peugeot", model: "301", body: "Berline", newPrice: 11, weight: 4, auto: 0.3, from: 2012, engines: [en("1.6 L", 115, 4), en("1.6 L", 92, 4, "diesel")], rental: 4 },
  { brand: "Peugeot", model: "308", body: ["Hatchback", "Break"], newPrice: 16, weight: 3, auto: 0.5, engines: [en("1.6 L", 156, 4), en("1.6 L", 110, 4, "diesel")] },
  { brand: "Peugeot", model: "407", body: ["Berline", "Break"], newPrice: 18, weight: 2, auto: 0.5, from: 2005, to: 2011, engines: [en("2.0 L", 140, 4), en("2.0 L", 136, 4, "diesel")] },
  { brand: "Peugeot", model: "508", body: ["Berline", "Break"], newPrice: 22, weight: 2, auto: 0.9, from: 2011, engines: [en("1.6 L", 165, 4), en("2.0 L", 163, 4, "diesel")] },
  { brand: "Peugeot", model: "2008", body: "SUV", newPrice: 16, weight: 3, auto: 0.6, from: 2013, engines: [en("1.2 L", 110, 3), en("1.5 L", 100, 4, "diesel")] },
  { brand: "Peugeot", model: "3008", body: "SUV", newPrice: 22, weight: 4, auto: 0.7, from: 2009, engines: [en("1.6 L", 165, 4), en("2.0 L", 150, 4, "diesel")], rental: 2 },
  { brand: "Peugeot", model: "5008", body: "SUV", newPrice: 26, weight: 2, auto: 0.8, seats: 7, from: 2009, engines: [en("1.6 L", 165, 4), en("2.0 L", 150, 4, "diesel")] },
  { brand: "Peugeot", model: "Partner", body: "Monospace", newPrice: 12, weight: 2, auto: 0.05, engines: [en("1.6 L", 90, 4, "diesel")] },
  { brand: "Renault", model: "Duster", body: "SUV", newPrice: 13, weight: 4, auto: 0.2, drive: "4WD", engines: [en("1.6 L", 114, 4), en("1.5 L", 110, 4, "diesel")], from: 2010, rental: 4 },
  { brand: "Renault", model: "Logan", body: "Berline", newPrice: 8.5, weight: 3, auto: 0.1, engines: [en("1.6 L", 85, 4), en("1.5 L", 75, 4, "diesel")], rental: 3 },
  { brand: "Renault", model: "Clio", body: "Hatchback", newPrice: 11, weight: 2, auto: 0.2, engines: [en("1.2 L", 75, 4), en("1.5 L", 90, 4, "diesel")] },
  { brand: "Renault", model: "Megane", body: ["Hatchback", "Break"], newPrice: 15, weight: 2, auto: 0.3, engines: [en("1.6 L", 110, 4), en("1.5 L", 110, 4, "diesel")] },
  { brand: "Renault", model: "Koleos", body: "SUV", newPrice: 24, weight: 2, auto: 0.9, from: 2008, drive: "AWD", engines: [en("2.5 L", 170, 4), en("2.0 L", 175, 4, "diesel")] },
  { brand: "Renault", model: "Symbol", body: "Berline", newPrice: 8, weight: 2, auto: 0.05, from: 2008, to: 2020, engines: [en("1.4 L", 75, 4), en("1.5 L", 85, 4, "diesel")], rental: 2 },
  { brand: "Renault", model: "Kangoo", body: "Monospace", newPrice: 12, weight: 1, auto: 0.05, engines: [en("1.5 L", 90, 4, "diesel")] },
  { brand: "Citroën", model: "C3", body: "Hatchback", newPrice: 11, weight: 1, auto: 0.3, engines: [en("1.2 L", 82, 3), en("1.6 L", 92, 4, "diesel")] },
  { brand: "Citroën", model: "C-Elysée", body: "Berline", newPrice: 10, weight: 1, auto: 0.2, from: 2012, engines: [en("1.6 L", 115, 4), en("1.6 L", 92, 4, "diesel")], rental: 2 },
  { brand: "Citroën", model: "Berlingo", body: "Monospace", newPrice: 13, weight: 0.5, auto: 0.05, engines: [en("1.6 L", 90, 4, "diesel")] },
  { brand: "Dacia", model: "Duster", body: "SUV", newPrice: 12, weight: 1, auto: 0.2, from: 2010, drive: "4WD", engines: [en("1.6 L", 114, 4), en("1.5 L", 110, 4, "diesel")] },
  { brand: "Dacia", model: "Logan", body: "Berline", newPrice: 8, weight: 1, auto: 0.05, engines: [en("1.4 L", 75, 4), en("1.5 L", 75, 4, "diesel")] },
  { brand: "Dacia", model: "Sandero", body: "Hatchback", newPrice: 8, weight: 1, auto: 0.05, from: 2008, engines: [en("1.0 L", 73, 3), en("1.5 L", 75, 4, "diesel")] },
  { brand: "Dacia", model: "Lodgy", body: "Monospace", newPrice: 11, weight: 0.5, auto: 0.05, seats: 7, from: 2012, to: 2022, engines: [en("1.6 L", 102, 4), en("1.5 L", 110, 4, "diesel")] },
  // Mercedes-Benz and the other premium brands
  { brand: "Mercedes-Benz", model: "Classe C", body: "Berline", newPrice: 35, weight: 5, auto: 0.95, engines: [en("1.8 L", 184, 4), en("2.0 L", 204, 4, "petrol", 2014), en("2.1 L", 170, 4, "diesel")], rental: 4 },
  { brand: "Mercedes-Benz", model: "Classe E", body: ["Berline", "Break"], newPrice: 48, weight: 4, auto: 0.98, engines: [en("2.0 L", 245, 4), en("3.0 L", 333, 6), en("2.0 L", 194, 4, "diesel")], rental: 4 },
  { brand: "Mercedes-Benz", model: "GLE", body: "SUV", newPrice: 70, weight: 2, auto: 1, from: 2015, drive: "AWD", engines: [en("3.0 L", 367, 6), en("2.0 L", 258, 4)] },
  { brand: "Mercedes-Benz", model: "GLC", body: "SUV", newPrice: 45, weight: 2, auto: 1, from: 2015, drive: "AWD", engines: [en("2.0 L", 258, 4), en("2.2 L", 170, 4, "diesel")] },
  { brand: "Mercedes-Benz", model: "Classe S", body: "Berline", newPrice: 110, weight: 1, auto: 1, engines: [en("3.0 L", 435, 6), en("4.0 L", 503, 8)], rental: 2 },
  { brand: "Mercedes-Benz", model: "Classe G", body: "SUV", newPrice: 160, weight: 0.5, auto: 1, drive: "4WD", engines: [en("4.0 L", 585, 8), en("3.0 L", 286, 6, "diesel")], rental: 0 },
  { brand: "Mercedes-Benz", model: "Classe A", body: "Hatchback", newPrice: 25, weight: 1, auto: 0.9, from: 2012, engines: [en("1.3 L", 163, 4)] },
  { brand: "Mercedes-Benz", model: "CLA", body: "Coupé", newPrice: 30, weight: 1, auto: 1, from: 2013, engines: [en("2.0 L", 211, 4)], rental: 0 },
  { brand: "Mercedes-Benz", model: "Sprinter", body: "Monospace", newPrice: 40, weight: 1, auto: 0.2, seats: 12, doors: 4, engines: [en("2.1 L", 143, 4, "diesel")], rental: 2 },
  { brand: "Lexus", model: "RX", body: "SUV", newPrice: 55, weight: 2, auto: 1, drive: "AWD", engines: [en("3.5 L", 295, 6), en("3.5 L", 308, 6, "hybrid")] },
  { brand: "Lexus", model: "LX", body: "SUV", newPrice: 110, weight: 1, auto: 1, seats: 7, drive: "4WD", engines: [en("5.7 L", 383, 8, "petrol", 2008, 2021), en("3.5 L", 409, 6, "petrol", 2022)], rental: 1 },
  { brand: "Lexus", model: "ES", body: "Berline", newPrice: 40, weight: 1, auto: 1, engines: [en("3.5 L", 302, 6), en("2.5 L", 215, 4, "hybrid", 2013)] },
  { brand: "Lexus", model: "GX", body: "SUV", newPrice: 60, weight: 1, auto: 1, seats: 7, drive: "4WD", engines: [en("4.6 L", 301, 8)] },
  { brand: "BMW", model: "X5", body: "SUV", newPrice: 65, weight: 2, auto: 1, drive: "AWD", engines: [en("3.0 L", 340, 6), en("3.0 L", 265, 6, "diesel"), en("4.4 L", 462, 8)] },
  { brand: "BMW", model: "Série 3", body: "Berline", newPrice: 30, weight: 2, auto: 0.9, engines: [en("2.0 L", 184, 4), en("2.0 L", 190, 4, "diesel"), en("3.0 L", 326, 6)] },
  { brand: "BMW", model: "Série 5", body: "Berline", newPrice: 42, weight: 1, auto: 1, engines: [en("2.0 L", 252, 4), en("3.0 L", 340, 6), en("2.0 L", 190, 4, "diesel")] },
  { brand: "BMW", model: "X3", body: "SUV", newPrice: 42, weight: 1, auto: 1, drive: "AWD", engines: [en("2.0 L", 252, 4), en("2.0 L", 190, 4, "diesel")] },
  { brand: "Land Rover", model: "Range Rover Sport", body: "SUV", newPrice: 75, weight: 2, auto: 1, drive: "4WD", engines: [en("3.0 L", 306, 6, "diesel"), en("5.0 L", 525, 8)], rental: 1 },
  { brand: "Land Rover", model: "Range Rover", body: "SUV", newPrice: 110, weight: 1, auto: 1, drive: "4WD", engines: [en("4.4 L", 340, 8, "diesel"), en("5.0 L", 525, 8)], rental: 1 },
  { brand: "Land Rover", model: "Defender", body: "SUV", newPrice: 70, weight: 1, auto: 1, from: 2020, drive: "4WD", engines: [en("2.0 L", 300, 4), en("3.0 L", 300, 6, "diesel")] },
  { brand: "Land Rover", model: "Range Rover Evoque", body: "SUV", newPrice: 35, weight: 1, auto: 1, from: 2011, drive: "AWD", engines: [en("2.0 L", 240, 4), en("2.0 L", 180, 4, "diesel")] },
  { brand: "Audi", model: "Q5", body: "SUV", newPrice: 42, weight: 1, auto: 1, drive: "AWD", engines: [en("2.0 L", 252, 4), en("2.0 L", 190, 4, "diesel")] },
  { brand: "Audi", model: "Q7", body: "SUV", newPrice: 60, weight: 1, auto: 1, seats: 7, drive: "AWD", engines: [en("3.0 L", 272, 6, "diesel"), en("3.0 L", 333, 6)] },
  { brand: "Audi", model: "A4", body: ["Berline", "Break"], newPrice: 30, weight: 1, auto: 0.9, engines: [en("2.0 L", 190, 4), en("2.0 L", 150, 4, "diesel")] },
  { brand: "Audi", model: "A5", body: ["Coupé", "Cabriolet"], newPrice: 35, weight: 0.5, auto: 1, from: 2007, engines: [en("2.0 L", 252, 4)], rental: 0 },
  { brand: "Porsche", model: "Cayenne", body: "SUV", newPrice: 85, weight: 1, auto: 1, drive: "AWD", engines: [en("3.0 L", 340, 6), en("4.0 L", 550, 8)], rental: 0 },
  { brand: "Porsche", model: "911", body: ["Coupé", "Cabriolet"], newPrice: 120, weight: 0.3, auto: 0.8, engines: [en("3.0 L", 385, 6)], rental: 0 },
  { brand: "Porsche", model: "Boxster", body: "Cabriolet", newPrice: 55, weight: 0.3, auto: 0.6, engines: [en("2.7 L", 265, 6, "petrol", 2005, 2016), en("2.0 L", 300, 4, "petrol", 2016)], rental: 0 },
  { brand: "Volvo", model: "XC90", body: "SUV", newPrice: 60, weight: 0.5, auto: 1, seats: 7, drive: "AWD", engines: [en("2.0 L", 250, 4), en("2.0 L", 235, 4, "diesel")] },
  { brand: "Mini", model: "Cooper", body: ["Hatchback", "Cabriolet"], newPrice: 18, weight: 0.5, auto: 0.6, seats: 4, doors: 3, engines: [en("1.5 L", 136, 3), en("1.6 L", 122, 4, "petrol", 2005, 2014)], rental: 0 },
  // Nissan, Honda, Mitsubishi, Ford, Volkswagen and the rest
  { brand: "Nissan", model: "Pathfinder", body: "SUV", newPrice: 35, weight: 3, auto: 0.9, seats: 7, drive: "4WD", engines: [en("3.5 L", 284, 6), en("2.5 L", 190, 4, "diesel")], rental: 2 },
  { brand: "Nissan", model: "Patrol", body: "SUV", newPrice: 75, weight: 2, auto: 0.9, seats: 7, drive: "4WD", engines: [en("5.6 L", 400, 8, "petrol", 2010), en("4.8 L", 280, 6, "petrol", 2005, 2010)], rental: 2 },
  { brand: "Nissan", model: "Navara", body: "Pick-up", newPrice: 24, weight: 3, auto: 0.3, doors: 4, drive: "4WD", engines: [en("2.5 L", 190, 4, "diesel", 2005, 2015), en("2.3 L", 190, 4, "diesel", 2015)], rental: 2 },
  { brand: "Nissan", model: "X-Trail", body: "SUV", newPrice: 25, weight: 3, auto: 0.8, drive: "AWD", engines: [en("2.5 L", 171, 4), en("1.6 L", 130, 4, "diesel")] },
  { brand: "Nissan", model: "Qashqai", body: "SUV", newPrice: 20, weight: 2, auto: 0.6, from: 2007, engines: [en("1.2 L", 115, 4), en("1.5 L", 110, 4, "diesel")] },
  { brand: "Nissan", model: "Almera", body: "Berline", newPrice: 9.5, weight: 2, auto: 0.4, engines: [en("1.5 L", 102, 4)], rental: 2 },
  { brand: "Nissan", model: "Sunny", body: "Berline", newPrice: 9, weight: 2, auto: 0.4, engines: [en("1.5 L", 99, 4)], rental: 2 },
  { brand: "Nissan", model: "Sentra", body: "Berline", newPrice: 13, weight: 1, auto: 0.8, engines: [en("1.8 L", 130, 4)] },
  { brand: "Honda", model: "Accord", body: "Berline", newPrice: 24, weight: 4, auto: 0.95, engines: [en("2.4 L", 189, 4), en("3.5 L", 278, 6), en("1.5 L", 192, 4, "petrol", 2018)], rental: 2 },
  { brand: "Honda", model: "Civic", body: "Berline", newPrice: 17, weight: 4, auto: 0.8, engines: [en("1.8 L", 140, 4), en("2.0 L", 158, 4), en("1.5 L", 174, 4, "petrol", 2016)], rental: 2 },
  { brand: "Honda", model: "CR-V", body: "SUV", newPrice: 26, weight: 4, auto: 0.95, drive: "AWD", engines: [en("2.4 L", 185, 4), en("1.5 L", 190, 4, "petrol", 2017)], rental: 3 },
  { brand: "Honda", model: "Pilot", body: "SUV", newPrice: 38, weight: 2, auto: 1, seats: 8, drive: "AWD", engines: [en("3.5 L", 280, 6)] },
  { brand: "Honda", model: "City", body: "Berline", newPrice: 11, weight: 2, auto: 0.6, engines: [en("1.5 L", 120, 4)] },
  { brand: "Honda", model: "Fit", body: "Hatchback", newPrice: 9, weight: 1, auto: 0.8, engines: [en("1.3 L", 100, 4), en("1.5 L", 117, 4)] },
  { brand: "Honda", model: "Odyssey", body: "Monospace", newPrice: 30, weight: 0.5, auto: 1, seats: 8, engines: [en("3.5 L", 280, 6)] },
  { brand: "Mitsubishi", model: "L200", body: "Pick-up", newPrice: 20, weight: 3, auto: 0.25, doors: 4, drive: "4WD", engines: [en("2.5 L", 136, 4, "diesel", 2005, 2015), en("2.4 L", 181, 4, "diesel", 2015)], rental: 2 },
  { brand: "Mitsubishi", model: "Pajero", body: "SUV", newPrice: 35, weight: 3, auto: 0.7, seats: 7, to: 2021, drive: "4WD", engines: [en("3.2 L", 190, 4, "diesel"), en("3.8 L", 250, 6)], rental: 3 },
  { brand: "Mitsubishi", model: "Pajero Sport", body: "SUV", newPrice: 28, weight: 2, auto: 0.7, seats: 7, drive: "4WD", engines: [en("2.5 L", 178, 4, "diesel", 2005, 2015), en("2.4 L", 181, 4, "diesel", 2015)] },
  { brand: "Mitsubishi", model: "Outlander", body: "SUV", newPrice: 24, weight: 1, auto: 0.9, seats: 7, drive: "AWD", engines: [en("2.4 L", 168, 4), en("2.4 L", 224, 4, "hybrid", 2014)] },
  { brand: "Mitsubishi", model: "Lancer", body: "Berline", newPrice: 12, weight: 1, auto: 0.6, to: 2017, engines: [en("1.6 L", 117, 4), en("2.0 L", 148, 4)] },
  { brand: "Ford", model: "Ranger", body: "Pick-up", newPrice: 25, weight: 3, auto: 0.5, doors: 4, drive: "4WD", engines: [en("2.2 L", 160, 4, "diesel"), en("3.2 L", 200, 5, "diesel", 2011), en("2.0 L", 213, 4, "diesel", 2019)], rental: 2 },
  { brand: "Ford", model: "Explorer", body: "SUV", newPrice: 40, weight: 2, auto: 1, seats: 7, drive: "AWD", engines: [en("3.5 L", 290, 6), en("2.3 L", 300, 4, "petrol", 2016)] },
  { brand: "Ford", model: "Focus", body: "Hatchback", newPrice: 13, weight: 1, auto: 0.5, engines: [en("1.6 L", 125, 4), en("1.0 L", 125, 3, "petrol", 2013)] },
  { brand: "Ford", model: "EcoSport", body: "SUV", newPrice: 13, weight: 1, auto: 0.5, from: 2013, engines: [en("1.5 L", 110, 3)] },
  { brand: "Ford", model: "Mustang", body: ["Coupé", "Cabriolet"], newPrice: 40, weight: 0.5, auto: 0.8, seats: 4, doors: 2, engines: [en("5.0 L", 450, 8), en("2.3 L", 310, 4, "petrol", 2015)], rental: 0 },
  { brand: "Volkswagen", model: "Touareg", body: "SUV", newPrice: 50, weight: 2, auto: 1, drive: "AWD", engines: [en("3.0 L", 262, 6, "diesel"), en("3.6 L", 280, 6)], rental: 1 },
  { brand: "Volkswagen", model: "Golf", body: "Hatchback", newPrice: 17, weight: 2, auto: 0.5, engines: [en("1.4 L", 125, 4), en("2.0 L", 150, 4, "diesel"), en("1.6 L", 102, 4)] },
  { brand: "Volkswagen", model: "Passat", body: ["Berline", "Break"], newPrice: 20, weight: 2, auto: 0.8, engines: [en("1.8 L", 160, 4), en("2.0 L", 150, 4, "diesel")] },
  { brand: "Volkswagen", model: "Polo", body: "Hatchback", newPrice: 11, weight: 2, auto: 0.3, engines: [en("1.2 L", 70, 3), en("1.4 L", 85, 4)] },
  { brand: "Volkswagen", model: "Tiguan", body: "SUV", newPrice: 25, weight: 2, auto: 0.9, drive: "AWD", engines: [en("2.0 L", 180, 4), en("2.0 L", 150, 4, "diesel")] },
  { brand: "Volkswagen", model: "Amarok", body: "Pick-up", newPrice: 30, weight: 1, auto: 0.6, doors: 4, from: 2010, drive: "4WD", engines: [en("2.0 L", 180, 4, "diesel"), en("3.0 L", 224, 6, "diesel", 2016)] },
  { brand: "Volkswagen", model: "Jetta", body: "Berline", newPrice: 15, weight: 1, auto: 0.7, engines: [en("1.4 L", 150, 4), en("2.0 L", 115, 4)] },
  { brand: "Volkswagen", model: "Touran", body: "Monospace", newPrice: 20, weight: 0.5, auto: 0.6, seats: 7, engines: [en("1.4 L", 150, 4), en("2.0 L", 150, 4, "diesel")] },
  { brand: "Suzuki", model: "Swift", body: "Hatchback", newPrice: 9, weight: 3, auto: 0.3, engines: [en("1.2 L", 83, 4)], rental: 3 },
  { brand: "Suzuki", model: "Vitara", body: "SUV", newPrice: 15, weight: 1, auto: 0.5, from: 2015, drive: "AWD", engines: [en("1.6 L", 120, 4)] },
  { brand: "Suzuki", model: "Jimny", body: "SUV", newPrice: 14, weight: 1, auto: 0.3, seats: 4, doors: 3, drive: "4WD", engines: [en("1.3 L", 85, 4, "petrol", 2005, 2018), en("1.5 L", 102, 4, "petrol", 2018)] },
  { brand: "Suzuki", model: "Dzire", body: "Berline", newPrice: 8, weight: 2, auto: 0.3, from: 2010, engines: [en("1.2 L", 83, 4)], rental: 3 },
  { brand: "Suzuki", model: "Alto", body: "Hatchback", newPrice: 5.5, weight: 2, auto: 0.1, engines: [en("0.8 L", 48, 3), en("1.0 L", 67, 3)], rental: 2 },
  { brand: "Suzuki", model: "Ertiga", body: "Monospace", newPrice: 11, weight: 1, auto: 0.3, seats: 7, from: 2012, engines: [en("1.5 L", 103, 4)], rental: 2 },
  { brand: "Isuzu", model: "D-Max", body: "Pick-up", newPrice: 22, weight: 2, auto: 0.2, doors: 4, drive: "4WD", engines: [en("2.5 L", 136, 4, "diesel"), en("3.0 L", 177, 4, "diesel")], rental: 1 },
  { brand: "Chevrolet", model: "Captiva", body: "SUV", newPrice: 18, weight: 1, auto: 0.8, seats: 7, from: 2006, engines: [en("2.4 L", 167, 4), en("2.2 L", 184, 4, "diesel")] },
  { brand: "Chevrolet", model: "Cruze", body: "Berline", newPrice: 13, weight: 1, auto: 0.7, from: 2009, engines: [en("1.8 L", 141, 4)] },
  { brand: "Jeep", model: "Grand Cherokee", body: "SUV", newPrice: 45, weight: 1, auto: 1, drive: "4WD", engines: [en("3.6 L", 290, 6), en("3.0 L", 250, 6, "diesel")] },
  { brand: "Jeep", model: "Wrangler", body: "SUV", newPrice: 40, weight: 0.5, auto: 0.8, drive: "4WD", engines: [en("3.6 L", 285, 6)], rental: 0 },
  { brand: "Mazda", model: "CX-5", body: "SUV", newPrice: 24, weight: 1, auto: 0.9, from: 2012, drive: "AWD", engines: [en("2.0 L", 165, 4), en("2.5 L", 194, 4), en("2.2 L", 150, 4, "diesel")] },
  { brand: "Mazda", model: "Mazda3", body: ["Hatchback", "Berline"], newPrice: 15, weight: 1, auto: 0.7, engines: [en("1.6 L", 105, 4), en("2.0 L", 150, 4)] },
  { brand: "Subaru", model: "Forester", body: "SUV", newPrice: 24, weight: 0.5, auto: 0.9, drive: "AWD", engines: [en("2.0 L", 150, 4), en("2.5 L", 182, 4)] },
  { brand: "Dodge", model: "Challenger", body: "Coupé", newPrice: 35, weight: 0.3, auto: 0.9, seats: 4, doors: 2, from: 2008, engines: [en("5.7 L", 375, 8), en("3.6 L", 305, 6)], rental: 0 },
  { brand: "Tesla", model: "Model 3", body: "Berline", newPrice: 38, weight: 0.5, auto: 1, from: 2018, engines: [EV(283)], rental: 0 },
  { brand: "Tesla", model: "Model Y", body: "SUV", newPrice: 45, weight: 0.3, auto: 1, from: 2020, drive: "AWD", engines: [EV(347)], rental: 0 },
  { brand: "BYD", model: "Atto 3", body: "SUV", newPrice: 25, weight: 0.5, auto: 1, from: 2022, engines: [EV(204)], rental: 1 },
  { brand: "Changan", model: "CS35", body: "SUV", newPrice: 12, weight: 0.6, auto: 0.6, from: 2013, engines: [en("1.6 L", 125, 4)] },
  { brand: "Geely", model: "Coolray", body: "SUV", newPrice: 14, weight: 0.5, auto: 0.9, from: 2019, engines: [en("1.5 L", 177, 3)] },
  { brand: "Chery", model: "Tiggo 4", body: "SUV", newPrice: 13, weight: 0.5, auto: 0.7, from: 2017, engines: [en("1.5 L", 147, 4)] },
  { brand: "Haval", model: "H6", body: "SUV", newPrice: 18, weight: 0.5, auto: 0.9, from: 2011, engines: [en("1.5 L", 169, 4), en("2.0 L", 197, 4)] },
  { brand: "Great Wall", model: "Wingle 5", body: "Pick-up", newPrice: 11, weight: 0.5, auto: 0.05, doors: 4, from: 2010, engines: [en("2.0 L", 143, 4, "diesel")] },
  { brand: "Skoda", model: "Octavia", body: ["Berline", "Break"], newPrice: 16, weight: 0.5, auto: 0.6, engines: [en("1.4 L", 150, 4), en("2.0 L", 150, 4, "diesel")] },
  { brand: "Subaru", model: "Outback", body: "Break", newPrice: 28, weight: 0.3, auto: 1, drive: "AWD", engines: [en("2.5 L", 175, 4)] },
  { brand: "Fiat", model: "500", body: ["Hatchback", "Cabriolet"], newPrice: 10, weight: 0.3, auto: 0.3, seats: 4, doors: 3, from: 2007, engines: [en("1.2 L", 69, 4)], rental: 0 },
];

/** The catalogue (CAR_BRANDS) has the last word: a pair it does not list is never used. */
export const MODELS: readonly ModelSpec[] = DEMO_MODELS.filter((m) => CAR_BRANDS[m.brand]?.includes(m.model));

/** Cars keep more of their price at some brands than at others. */
export function retention(brand: string, age: number): number {
  const premium = ["Mercedes-Benz", "BMW", "Audi", "Land Rover", "Porsche", "Jaguar", "Volvo", "Mini", "Tesla", "Infiniti"];
  const chinese = ["BYD", "Changan", "Chery", "Geely", "Haval", "Great Wall", "JAC"];
  const [yearly, floor] =
    brand === "Toyota" || brand === "Lexus"
      ? [0.86, 0.22]
      : premium.includes(brand)
        ? [0.8, 0.16]
        : chinese.includes(brand)
          ? [0.78, 0.15]
          : [0.83, 0.2];
  return floor + (1 - floor) * yearly ** age;
}

/** Prices are computed for a fixed date so that the seed gives the same prices every year. */
export const PRICE_REFERENCE_YEAR = 2025.8;

/** Usual odometer reading for a car of that year: about 15 000 km a year, less as it ages. */
export function usualMileage(year: number): number {
  return 15_000 * Math.max(0.3, PRICE_REFERENCE_YEAR - year) ** 0.9;
}
export const MIN_YEAR = 2005;
export const MAX_YEAR = 2025;

/** The brand and model pairs the seed draws from (all of them in CAR_BRANDS). */
export function demoModels(): readonly { brand: string; model: string }[] {
  return MODELS.map(({ brand, model }) => ({ brand, model }));
}
