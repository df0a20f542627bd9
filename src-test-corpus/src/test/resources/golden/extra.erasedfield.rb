main entry
counter java.util.concurrent.CountDownLatch@Main.java:20.count cap 1 init 1

proc corpus.extra.erasedfield.Main$Cell.<init>[corpus.extra.erasedfield.Main$Cell@Main.java:38] {
}

proc corpus.extra.erasedfield.Main$Cell.complete[corpus.extra.erasedfield.Main$Cell@Main.java:38] {
  sync: acquire corpus.extra.erasedfield.Main$Cell@Main.java:38 // at corpus.extra.erasedfield.Main$Cell.complete(Main.java:28)
  s2: write corpus.extra.erasedfield.Main$Cell@Main.java:38.value // at corpus.extra.erasedfield.Main$Cell.complete(Main.java:28)
  ret_0: release corpus.extra.erasedfield.Main$Cell@Main.java:38 // at corpus.extra.erasedfield.Main$Cell.complete(Main.java:28)
}

proc corpus.extra.erasedfield.Main$Cell.get[corpus.extra.erasedfield.Main$Cell@Main.java:38] {
  sync: acquire corpus.extra.erasedfield.Main$Cell@Main.java:38 // at corpus.extra.erasedfield.Main$Cell.get(Main.java:32)
  s1: read corpus.extra.erasedfield.Main$Cell@Main.java:38.value // at corpus.extra.erasedfield.Main$Cell.get(Main.java:32)
  ret_0: release corpus.extra.erasedfield.Main$Cell@Main.java:38 // at corpus.extra.erasedfield.Main$Cell.get(Main.java:32)
}

proc corpus.extra.erasedfield.Main$Entry.<init>[corpus.extra.erasedfield.Main$Entry@Main.java:39] {
}

proc corpus.extra.erasedfield.Main.<clinit> {
  s2: write corpus.extra.erasedfield.Main.READ // at corpus.extra.erasedfield.Main.<clinit>(Main.java:20)
}

proc corpus.extra.erasedfield.Main.lambda$main$0[corpus.extra.erasedfield.Main.main:41#12] {
  s1: call corpus.extra.erasedfield.Main$Cell.get[corpus.extra.erasedfield.Main$Cell@Main.java:38] // at corpus.extra.erasedfield.Main.lambda$main$0(Main.java:42)
  s2: jump s7 exit                       // at corpus.extra.erasedfield.Main.lambda$main$0(Main.java:44)
  s7: read corpus.extra.erasedfield.Main.READ // at corpus.extra.erasedfield.Main.lambda$main$0(Main.java:48)
  s8: trydown java.util.concurrent.CountDownLatch@Main.java:20.count 1 else s8_1 // at corpus.extra.erasedfield.Main.lambda$main$0(Main.java:48)
  s8_1: skip                             // at corpus.extra.erasedfield.Main.lambda$main$0(Main.java:48)
}

proc corpus.extra.erasedfield.Main.main {
  s2: call corpus.extra.erasedfield.Main$Cell.<init>[corpus.extra.erasedfield.Main$Cell@Main.java:38] // at corpus.extra.erasedfield.Main.main(Main.java:38)
  s5: call corpus.extra.erasedfield.Main$Entry.<init>[corpus.extra.erasedfield.Main$Entry@Main.java:39] // at corpus.extra.erasedfield.Main.main(Main.java:39)
  s6: call corpus.extra.erasedfield.Main$Cell.complete[corpus.extra.erasedfield.Main$Cell@Main.java:38] // at corpus.extra.erasedfield.Main.main(Main.java:39)
  s7: call corpus.extra.erasedfield.Main$Cell.complete[corpus.extra.erasedfield.Main$Cell@Main.java:38] // at corpus.extra.erasedfield.Main.main(Main.java:40)
  s12: fork corpus.extra.erasedfield.Main.lambda$main$0[corpus.extra.erasedfield.Main.main:41#12] java.lang.Thread@Main.java:41 // at corpus.extra.erasedfield.Main.main(Main.java:50)
  s13: read corpus.extra.erasedfield.Main.READ // at corpus.extra.erasedfield.Main.main(Main.java:51)
  s14: until java.util.concurrent.CountDownLatch@Main.java:20.count <= 0 // at corpus.extra.erasedfield.Main.main(Main.java:51)
  s15: join java.lang.Thread@Main.java:41 // at corpus.extra.erasedfield.Main.main(Main.java:52)
}

proc entry {
  init0: call corpus.extra.erasedfield.Main.<clinit> // at corpus.extra.erasedfield.Main.main(Main.java:38)
  main: call corpus.extra.erasedfield.Main.main // at corpus.extra.erasedfield.Main.main(Main.java:38)
}
