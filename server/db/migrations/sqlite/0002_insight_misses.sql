CREATE TABLE `insight_misses` (
	`kind` text NOT NULL,
	`text` text NOT NULL,
	`count` integer DEFAULT 1 NOT NULL,
	`first_seen` integer NOT NULL,
	`last_seen` integer NOT NULL,
	PRIMARY KEY(`kind`, `text`),
	CONSTRAINT "insight_misses_kind_check" CHECK("insight_misses"."kind" in ('question', 'search'))
);
--> statement-breakpoint
CREATE INDEX `insight_misses_last_seen_idx` ON `insight_misses` (`last_seen`);