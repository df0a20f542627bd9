main entry
counter java.util.concurrent.CountDownLatch@Main.java:23.count cap 1 init 1

proc corpus.extra.equalityremove.Main$Entry.<init>[corpus.extra.equalityremove.Main$Entry@Main.java:54] {
  s3: write corpus.extra.equalityremove.Main$Entry@Main.java:54.route // at corpus.extra.equalityremove.Main$Entry.<init>(Main.java:29)
}

proc corpus.extra.equalityremove.Main$Entry.<init>[corpus.extra.equalityremove.Main$Entry@Main.java:55] {
  s3: write corpus.extra.equalityremove.Main$Entry@Main.java:55.route // at corpus.extra.equalityremove.Main$Entry.<init>(Main.java:29)
}

proc corpus.extra.equalityremove.Main$Entry.equals[corpus.extra.equalityremove.Main$Entry@Main.java:55] {
  s3: jump s5 exit                       // at corpus.extra.equalityremove.Main$Entry.equals(Main.java:34)
  s5: read corpus.extra.equalityremove.Main$Entry@Main.java:55.route // at corpus.extra.equalityremove.Main$Entry.equals(Main.java:34)
  s6: read corpus.extra.equalityremove.Main$Entry.route // at corpus.extra.equalityremove.Main$Entry.equals(Main.java:34)
}

proc corpus.extra.equalityremove.Main.<clinit> {
  s2: write corpus.extra.equalityremove.Main.RELEASED // at corpus.extra.equalityremove.Main.<clinit>(Main.java:23)
}

proc corpus.extra.equalityremove.Main.lambda$main$0[corpus.extra.equalityremove.Main.main:56#13] {
  s2: call corpus.extra.equalityremove.Main.release[corpus.extra.equalityremove.Main.lambda$main$0:56#2,corpus.extra.equalityremove.Main.main:56#13] // at corpus.extra.equalityremove.Main.lambda$main$0(Main.java:56)
}

proc corpus.extra.equalityremove.Main.main {
  s5: call corpus.extra.equalityremove.Main$Entry.<init>[corpus.extra.equalityremove.Main$Entry@Main.java:54] // at corpus.extra.equalityremove.Main.main(Main.java:54)
  s6: write java.util.LinkedList@Main.java:53.$state // at corpus.extra.equalityremove.Main.main(Main.java:54)
  s8: call corpus.extra.equalityremove.Main$Entry.<init>[corpus.extra.equalityremove.Main$Entry@Main.java:55] // at corpus.extra.equalityremove.Main.main(Main.java:55)
  s13: fork corpus.extra.equalityremove.Main.lambda$main$0[corpus.extra.equalityremove.Main.main:56#13] java.lang.Thread@Main.java:56 // at corpus.extra.equalityremove.Main.main(Main.java:57)
  s14: read corpus.extra.equalityremove.Main.RELEASED // at corpus.extra.equalityremove.Main.main(Main.java:58)
  s15: until java.util.concurrent.CountDownLatch@Main.java:23.count <= 0 // at corpus.extra.equalityremove.Main.main(Main.java:58)
  s16: join java.lang.Thread@Main.java:56 // at corpus.extra.equalityremove.Main.main(Main.java:59)
}

proc corpus.extra.equalityremove.Main.release[corpus.extra.equalityremove.Main.lambda$main$0:56#2,corpus.extra.equalityremove.Main.main:56#13] {
  s2: jump s2_1 exit                     // at corpus.extra.equalityremove.Main.release(Main.java:45)
  s2_1: write java.util.LinkedList@Main.java:53.$state // at corpus.extra.equalityremove.Main.release(Main.java:45)
  s7: read corpus.extra.equalityremove.Main.RELEASED // at corpus.extra.equalityremove.Main.release(Main.java:49)
  s8: trydown java.util.concurrent.CountDownLatch@Main.java:23.count 1 else s8_1 // at corpus.extra.equalityremove.Main.release(Main.java:49)
  s8_1: skip                             // at corpus.extra.equalityremove.Main.release(Main.java:49)
}

proc entry {
  init0: call corpus.extra.equalityremove.Main.<clinit> // at corpus.extra.equalityremove.Main.main(Main.java:53)
  main: call corpus.extra.equalityremove.Main.main // at corpus.extra.equalityremove.Main.main(Main.java:53)
}
