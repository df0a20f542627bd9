main corpus.extra.foreachstart.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:20.count cap 3 init 3

proc corpus.extra.foreachstart.Main.main {
  s15: fork thread:java.lang.Thread@Main.java:21 java.lang.Thread@Main.java:21 // at corpus.extra.foreachstart.Main.main(Main.java:23)
  s15_1: fork thread:java.lang.Thread@Main.java:22 java.lang.Thread@Main.java:22 // at corpus.extra.foreachstart.Main.main(Main.java:23)
  s16: until java.util.concurrent.CountDownLatch@Main.java:20.count <= 0 // at corpus.extra.foreachstart.Main.main(Main.java:24)
}

proc thread:java.lang.Thread@Main.java:21 {
  t0: trydown java.util.concurrent.CountDownLatch@Main.java:20.count 1 else t1 // at corpus.extra.foreachstart.Main.main(Main.java:21)
  t1: skip                               // at corpus.extra.foreachstart.Main.main(Main.java:21)
}

proc thread:java.lang.Thread@Main.java:22 {
  t0: trydown java.util.concurrent.CountDownLatch@Main.java:20.count 1 else t1 // at corpus.extra.foreachstart.Main.main(Main.java:22)
  t1: skip                               // at corpus.extra.foreachstart.Main.main(Main.java:22)
}
