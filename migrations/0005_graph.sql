CREATE TABLE "graph_edges" (
	"shop_id" text NOT NULL,
	"type" text NOT NULL,
	"from_label" text NOT NULL,
	"from_id" text NOT NULL,
	"to_label" text NOT NULL,
	"to_id" text NOT NULL,
	"props" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "graph_edges_shop_id_from_label_from_id_type_to_label_to_id_pk" PRIMARY KEY("shop_id","from_label","from_id","type","to_label","to_id"),
	CONSTRAINT "graph_edges_type_check" CHECK ("graph_edges"."type" IN ('NEGOTIATED', 'FOR', 'PLAYED', 'SHOWED', 'CITES'))
);
--> statement-breakpoint
CREATE TABLE "graph_nodes" (
	"shop_id" text NOT NULL,
	"label" text NOT NULL,
	"id" text NOT NULL,
	"props" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "graph_nodes_shop_id_label_id_pk" PRIMARY KEY("shop_id","label","id"),
	CONSTRAINT "graph_nodes_label_check" CHECK ("graph_nodes"."label" IN ('Counterparty', 'Deal', 'Product', 'Tactic', 'Policy', 'Agent'))
);
--> statement-breakpoint
CREATE INDEX "graph_edges_shop_to_idx" ON "graph_edges" USING btree ("shop_id","to_label","to_id","type");