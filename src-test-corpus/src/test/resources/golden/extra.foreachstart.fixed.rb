main corpus.extra.foreachstart.fixed.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:19.count cap 2 init 2

proc corpus.extra.foreachstart.fixed.Main.main {
  s15: fork thread:java.lang.Thread@Main.java:20 java.lang.Thread@Main.java:20 // at corpus.extra.foreachstart.fixed.Main.main(Main.java:23)
  s15_1: fork thread:java.lang.Thread@Main.java:21 java.lang.Thread@Main.java:21 // at corpus.extra.foreachstart.fixed.Main.main(Main.java:23)
  s16: until java.util.concurrent.CountDownLatch@Main.java:19.count <= 0 // at corpus.extra.foreachstart.fixed.Main.main(Main.java:24)
  s22: join java.lang.Thread@Main.java:20 // at corpus.extra.foreachstart.fixed.Main.main(Main.java:26)
  s29: join java.lang.Thread@Main.java:21 // at corpus.extra.foreachstart.fixed.Main.main(Main.java:26)
}

proc thread:java.lang.Thread@Main.java:20 {
  t0: trydown java.util.concurrent.CountDownLatch@Main.java:19.count 1 else t1 // at corpus.extra.foreachstart.fixed.Main.main(Main.java:20)
  t1: skip                               // at corpus.extra.foreachstart.fixed.Main.main(Main.java:20)
}

proc thread:java.lang.Thread@Main.java:21 {
  t0: trydown java.util.concurrent.CountDownLatch@Main.java:19.count 1 else t1 // at corpus.extra.foreachstart.fixed.Main.main(Main.java:21)
  t1: skip                               // at corpus.extra.foreachstart.fixed.Main.main(Main.java:21)
}
