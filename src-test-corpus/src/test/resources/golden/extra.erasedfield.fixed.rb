main entry
counter java.util.concurrent.CountDownLatch@Main.java:18.count cap 1 init 1

proc corpus.extra.erasedfield.fixed.Main$Cell.<init>[corpus.extra.erasedfield.fixed.Main$Cell@Main.java:36] {
}

proc corpus.extra.erasedfield.fixed.Main$Cell.complete[corpus.extra.erasedfield.fixed.Main$Cell@Main.java:36] {
  sync: acquire corpus.extra.erasedfield.fixed.Main$Cell@Main.java:36 // at corpus.extra.erasedfield.fixed.Main$Cell.complete(Main.java:26)
  s2: write corpus.extra.erasedfield.fixed.Main$Cell@Main.java:36.value // at corpus.extra.erasedfield.fixed.Main$Cell.complete(Main.java:26)
  ret_0: release corpus.extra.erasedfield.fixed.Main$Cell@Main.java:36 // at corpus.extra.erasedfield.fixed.Main$Cell.complete(Main.java:26)
}

proc corpus.extra.erasedfield.fixed.Main$Cell.get[corpus.extra.erasedfield.fixed.Main$Cell@Main.java:36] {
  sync: acquire corpus.extra.erasedfield.fixed.Main$Cell@Main.java:36 // at corpus.extra.erasedfield.fixed.Main$Cell.get(Main.java:30)
  s1: read corpus.extra.erasedfield.fixed.Main$Cell@Main.java:36.value // at corpus.extra.erasedfield.fixed.Main$Cell.get(Main.java:30)
  ret_0: release corpus.extra.erasedfield.fixed.Main$Cell@Main.java:36 // at corpus.extra.erasedfield.fixed.Main$Cell.get(Main.java:30)
}

proc corpus.extra.erasedfield.fixed.Main$Entry.<init>[corpus.extra.erasedfield.fixed.Main$Entry@Main.java:37] {
}

proc corpus.extra.erasedfield.fixed.Main.<clinit> {
  s2: write corpus.extra.erasedfield.fixed.Main.READ // at corpus.extra.erasedfield.fixed.Main.<clinit>(Main.java:18)
}

proc corpus.extra.erasedfield.fixed.Main.lambda$main$0[corpus.extra.erasedfield.fixed.Main.main:39#14] {
  s1: call corpus.extra.erasedfield.fixed.Main$Cell.get[corpus.extra.erasedfield.fixed.Main$Cell@Main.java:36] // at corpus.extra.erasedfield.fixed.Main.lambda$main$0(Main.java:40)
  s7: read corpus.extra.erasedfield.fixed.Main.READ // at corpus.extra.erasedfield.fixed.Main.lambda$main$0(Main.java:46)
  s8: trydown java.util.concurrent.CountDownLatch@Main.java:18.count 1 else s8_1 // at corpus.extra.erasedfield.fixed.Main.lambda$main$0(Main.java:46)
  s8_1: skip                             // at corpus.extra.erasedfield.fixed.Main.lambda$main$0(Main.java:46)
}

proc corpus.extra.erasedfield.fixed.Main.main {
  s2: call corpus.extra.erasedfield.fixed.Main$Cell.<init>[corpus.extra.erasedfield.fixed.Main$Cell@Main.java:36] // at corpus.extra.erasedfield.fixed.Main.main(Main.java:36)
  s5: call corpus.extra.erasedfield.fixed.Main$Entry.<init>[corpus.extra.erasedfield.fixed.Main$Entry@Main.java:37] // at corpus.extra.erasedfield.fixed.Main.main(Main.java:37)
  s6: call corpus.extra.erasedfield.fixed.Main$Cell.complete[corpus.extra.erasedfield.fixed.Main$Cell@Main.java:36] // at corpus.extra.erasedfield.fixed.Main.main(Main.java:37)
  s8: call corpus.extra.erasedfield.fixed.Main$Entry.<init>[corpus.extra.erasedfield.fixed.Main$Entry@Main.java:37] // at corpus.extra.erasedfield.fixed.Main.main(Main.java:38)
  s9: call corpus.extra.erasedfield.fixed.Main$Cell.complete[corpus.extra.erasedfield.fixed.Main$Cell@Main.java:36] // at corpus.extra.erasedfield.fixed.Main.main(Main.java:38)
  s14: fork corpus.extra.erasedfield.fixed.Main.lambda$main$0[corpus.extra.erasedfield.fixed.Main.main:39#14] java.lang.Thread@Main.java:39 // at corpus.extra.erasedfield.fixed.Main.main(Main.java:48)
  s15: read corpus.extra.erasedfield.fixed.Main.READ // at corpus.extra.erasedfield.fixed.Main.main(Main.java:49)
  s16: until java.util.concurrent.CountDownLatch@Main.java:18.count <= 0 // at corpus.extra.erasedfield.fixed.Main.main(Main.java:49)
  s17: join java.lang.Thread@Main.java:39 // at corpus.extra.erasedfield.fixed.Main.main(Main.java:50)
}

proc entry {
  init0: call corpus.extra.erasedfield.fixed.Main.<clinit> // at corpus.extra.erasedfield.fixed.Main.main(Main.java:36)
  main: call corpus.extra.erasedfield.fixed.Main.main // at corpus.extra.erasedfield.fixed.Main.main(Main.java:36)
}
