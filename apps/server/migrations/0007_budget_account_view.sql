-- A specific account with its place in the structure: the period it belongs to (through the seven
-- levels), the structure path printed before the partida, and each level's id and code for the
-- reports by level. Every join follows an indexed parent key.
CREATE VIEW budget_account AS
SELECT s.id,
       s.id_client,
       l1.id_period,
       s.account_code,
       s.description,
       s.initial_amount,
       s.id_funding_source,
       l1.code || '.' || l2.code || '.' || l3.code || '.' || l4.code || '.' || l5.code || '.' || l6.code || '.' || l7.code AS structure,
       l1.code || '.' || l2.code || '.' || l3.code || '.' || l4.code || '.' || l5.code || '.' || l6.code || '.' || l7.code || ' ' || s.account_code AS code,
       l1.id AS id_level1, l2.id AS id_level2, l3.id AS id_level3, l4.id AS id_level4,
       l5.id AS id_level5, l6.id AS id_level6, l7.id AS id_level7
  FROM budget_specific s
  JOIN budget_level7 l7 ON l7.id = s.id_level7
  JOIN budget_level6 l6 ON l6.id = l7.id_level6
  JOIN budget_level5 l5 ON l5.id = l6.id_level5
  JOIN budget_level4 l4 ON l4.id = l5.id_level4
  JOIN budget_level3 l3 ON l3.id = l4.id_level3
  JOIN budget_level2 l2 ON l2.id = l3.id_level2
  JOIN budget_level1 l1 ON l1.id = l2.id_level1;
