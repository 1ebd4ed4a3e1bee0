-- Trigram indexes serve the free-text part of listing search (words that are not a make, model or year).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
