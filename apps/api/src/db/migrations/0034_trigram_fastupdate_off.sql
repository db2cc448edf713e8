DROP INDEX "companies_search_text_trgm";--> statement-breakpoint
DROP INDEX "service_providers_search_text_trgm";--> statement-breakpoint
CREATE INDEX "companies_search_text_trgm" ON "companies" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "service_providers_search_text_trgm" ON "service_providers" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);