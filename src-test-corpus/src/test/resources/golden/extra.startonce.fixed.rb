main entry

proc corpus.extra.startonce.fixed.Main.<clinit> {
  s2: write corpus.extra.startonce.fixed.Main.first // at corpus.extra.startonce.fixed.Main.<clinit>(Main.java:16)
  s5: write corpus.extra.startonce.fixed.Main.second // at corpus.extra.startonce.fixed.Main.<clinit>(Main.java:17)
}

proc corpus.extra.startonce.fixed.Main.a {
  s0: call corpus.extra.startonce.fixed.Main.b // at corpus.extra.startonce.fixed.Main.a(Main.java:39)
}

proc corpus.extra.startonce.fixed.Main.b {
  s0: call corpus.extra.startonce.fixed.Main.c // at corpus.extra.startonce.fixed.Main.b(Main.java:35)
}

proc corpus.extra.startonce.fixed.Main.c {
  s0: call corpus.extra.startonce.fixed.Main.d // at corpus.extra.startonce.fixed.Main.c(Main.java:31)
}

proc corpus.extra.startonce.fixed.Main.d {
  s0: call corpus.extra.startonce.fixed.Main.e // at corpus.extra.startonce.fixed.Main.d(Main.java:27)
}

proc corpus.extra.startonce.fixed.Main.e {
  s0: read corpus.extra.startonce.fixed.Main.first // at corpus.extra.startonce.fixed.Main.e(Main.java:21)
  s1: acquire java.lang.Object@Main.java:16 // at corpus.extra.startonce.fixed.Main.e(Main.java:21)
  s2: read corpus.extra.startonce.fixed.Main.count // at corpus.extra.startonce.fixed.Main.e(Main.java:22)
  s4: write corpus.extra.startonce.fixed.Main.count // at corpus.extra.startonce.fixed.Main.e(Main.java:22)
  s5: release java.lang.Object@Main.java:16 // at corpus.extra.startonce.fixed.Main.e(Main.java:23)
}

proc corpus.extra.startonce.fixed.Main.main {
  s1: call corpus.extra.startonce.fixed.Main.a // at corpus.extra.startonce.fixed.Main.main(Main.java:53)
  s6: fork corpus.extra.startonce.fixed.Main.work java.lang.Thread@Main.java:54 // at corpus.extra.startonce.fixed.Main.main(Main.java:55)
  s7: read corpus.extra.startonce.fixed.Main.first // at corpus.extra.startonce.fixed.Main.main(Main.java:56)
  s8: acquire java.lang.Object@Main.java:16 // at corpus.extra.startonce.fixed.Main.main(Main.java:56)
  s9: read corpus.extra.startonce.fixed.Main.second // at corpus.extra.startonce.fixed.Main.main(Main.java:57)
  s10: acquire java.lang.Object@Main.java:17 // at corpus.extra.startonce.fixed.Main.main(Main.java:57)
  s11: read corpus.extra.startonce.fixed.Main.count // at corpus.extra.startonce.fixed.Main.main(Main.java:58)
  s13: write corpus.extra.startonce.fixed.Main.count // at corpus.extra.startonce.fixed.Main.main(Main.java:58)
  s14: release java.lang.Object@Main.java:17 // at corpus.extra.startonce.fixed.Main.main(Main.java:59)
  s24: release java.lang.Object@Main.java:16 // at corpus.extra.startonce.fixed.Main.main(Main.java:60)
  s26: call corpus.extra.startonce.fixed.Main.a // at corpus.extra.startonce.fixed.Main.main(Main.java:61)
  s27: join java.lang.Thread@Main.java:54 // at corpus.extra.startonce.fixed.Main.main(Main.java:62)
}

proc corpus.extra.startonce.fixed.Main.work {
  s0: read corpus.extra.startonce.fixed.Main.first // at corpus.extra.startonce.fixed.Main.work(Main.java:43)
  s1: acquire java.lang.Object@Main.java:16 // at corpus.extra.startonce.fixed.Main.work(Main.java:43)
  s2: call corpus.extra.startonce.fixed.Main.a // at corpus.extra.startonce.fixed.Main.work(Main.java:44)
  s3: read corpus.extra.startonce.fixed.Main.second // at corpus.extra.startonce.fixed.Main.work(Main.java:45)
  s4: acquire java.lang.Object@Main.java:17 // at corpus.extra.startonce.fixed.Main.work(Main.java:45)
  s5: read corpus.extra.startonce.fixed.Main.count // at corpus.extra.startonce.fixed.Main.work(Main.java:46)
  s7: write corpus.extra.startonce.fixed.Main.count // at corpus.extra.startonce.fixed.Main.work(Main.java:46)
  s8: release java.lang.Object@Main.java:17 // at corpus.extra.startonce.fixed.Main.work(Main.java:47)
  s18: release java.lang.Object@Main.java:16 // at corpus.extra.startonce.fixed.Main.work(Main.java:48)
  s20: call corpus.extra.startonce.fixed.Main.a // at corpus.extra.startonce.fixed.Main.work(Main.java:49)
}

proc entry {
  init0: call corpus.extra.startonce.fixed.Main.<clinit> // at corpus.extra.startonce.fixed.Main.main(Main.java:53)
  main: call corpus.extra.startonce.fixed.Main.main // at corpus.extra.startonce.fixed.Main.main(Main.java:53)
}
