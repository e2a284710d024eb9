"""The published scoring rubric, for the 'How is this scored?' page."""

from fastapi import APIRouter

from vitae.ats import CATEGORY_WEIGHTS, Category, rubric
from vitae.web.auth.schemas import CamelModel

router = APIRouter(prefix="/api/scoring", tags=["scoring"])


class CheckPublic(CamelModel):
    id: str
    category: Category
    max_points: int
    why: str


class RubricPublic(CamelModel):
    category_weights: dict[Category, float]
    checks: list[CheckPublic]


@router.get("/rubric")
def scoring_rubric() -> RubricPublic:
    return RubricPublic(
        category_weights=dict(CATEGORY_WEIGHTS),
        checks=[
            CheckPublic(id=check.id, category=check.category, max_points=check.max_points, why=check.why)
            for check in rubric()
        ],
    )
