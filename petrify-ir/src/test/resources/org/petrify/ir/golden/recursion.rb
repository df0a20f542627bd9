main main

proc main {
  m0: call visit                         // at app.Tree.main(Tree.java:3)
  m1: call visit                         // at app.Tree.main(Tree.java:4)
}

proc visit {
  v0: acquire lock#Tree                  // at app.Tree.visit(Tree.java:7)
  v1: read node                          // at app.Tree.visit(Tree.java:8)
  v2: release lock#Tree                  // at app.Tree.visit(Tree.java:9)
  v3: jump v4 exit                       // at app.Tree.visit(Tree.java:10)
  v4: call visit                         // at app.Tree.visit(Tree.java:11)
}
