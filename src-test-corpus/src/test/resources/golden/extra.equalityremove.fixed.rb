main entry
counter java.util.concurrent.CountDownLatch@Main.java:19.count cap 1 init 1

proc corpus.extra.equalityremove.fixed.Main$Entry.<init>[corpus.extra.equalityremove.fixed.Main$Entry@Main.java:40] {
  s3: write corpus.extra.equalityremove.fixed.Main$Entry@Main.java:40.route // at corpus.extra.equalityremove.fixed.Main$Entry.<init>(Main.java:25)
}

proc corpus.extra.equalityremove.fixed.Main$Entry.<init>[corpus.extra.equalityremove.fixed.Main$Entry@Main.java:41] {
  s3: write corpus.extra.equalityremove.fixed.Main$Entry@Main.java:41.route // at corpus.extra.equalityremove.fixed.Main$Entry.<init>(Main.java:25)
}

proc corpus.extra.equalityremove.fixed.Main.<clinit> {
  s2: write corpus.extra.equalityremove.fixed.Main.RELEASED // at corpus.extra.equalityremove.fixed.Main.<clinit>(Main.java:19)
}

proc corpus.extra.equalityremove.fixed.Main.lambda$main$0[corpus.extra.equalityremove.fixed.Main.main:43#15] {
  s2: call corpus.extra.equalityremove.fixed.Main.release[corpus.extra.equalityremove.fixed.Main.lambda$main$0:43#2,corpus.extra.equalityremove.fixed.Main.main:43#15] // at corpus.extra.equalityremove.fixed.Main.lambda$main$0(Main.java:43)
}

proc corpus.extra.equalityremove.fixed.Main.main {
  s5: call corpus.extra.equalityremove.fixed.Main$Entry.<init>[corpus.extra.equalityremove.fixed.Main$Entry@Main.java:40] // at corpus.extra.equalityremove.fixed.Main.main(Main.java:40)
  s8: call corpus.extra.equalityremove.fixed.Main$Entry.<init>[corpus.extra.equalityremove.fixed.Main$Entry@Main.java:41] // at corpus.extra.equalityremove.fixed.Main.main(Main.java:41)
  s9: write java.util.LinkedList@Main.java:39.$state // at corpus.extra.equalityremove.fixed.Main.main(Main.java:41)
  s10: write java.util.LinkedList@Main.java:39.$state // at corpus.extra.equalityremove.fixed.Main.main(Main.java:42)
  s15: fork corpus.extra.equalityremove.fixed.Main.lambda$main$0[corpus.extra.equalityremove.fixed.Main.main:43#15] java.lang.Thread@Main.java:43 // at corpus.extra.equalityremove.fixed.Main.main(Main.java:44)
  s16: read corpus.extra.equalityremove.fixed.Main.RELEASED // at corpus.extra.equalityremove.fixed.Main.main(Main.java:45)
  s17: until java.util.concurrent.CountDownLatch@Main.java:19.count <= 0 // at corpus.extra.equalityremove.fixed.Main.main(Main.java:45)
  s18: join java.lang.Thread@Main.java:43 // at corpus.extra.equalityremove.fixed.Main.main(Main.java:46)
}

proc corpus.extra.equalityremove.fixed.Main.release[corpus.extra.equalityremove.fixed.Main.lambda$main$0:43#2,corpus.extra.equalityremove.fixed.Main.main:43#15] {
  s2: write java.util.LinkedList@Main.java:39.$state // at corpus.extra.equalityremove.fixed.Main.release(Main.java:31)
  s7: read corpus.extra.equalityremove.fixed.Main.RELEASED // at corpus.extra.equalityremove.fixed.Main.release(Main.java:35)
  s8: trydown java.util.concurrent.CountDownLatch@Main.java:19.count 1 else s8_1 // at corpus.extra.equalityremove.fixed.Main.release(Main.java:35)
  s8_1: skip                             // at corpus.extra.equalityremove.fixed.Main.release(Main.java:35)
}

proc entry {
  init0: call corpus.extra.equalityremove.fixed.Main.<clinit> // at corpus.extra.equalityremove.fixed.Main.main(Main.java:39)
  main: call corpus.extra.equalityremove.fixed.Main.main // at corpus.extra.equalityremove.fixed.Main.main(Main.java:39)
}
