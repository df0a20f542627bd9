main entry

proc corpus.extra.startonce.Main.<clinit> {
  s2: write corpus.extra.startonce.Main.first // at corpus.extra.startonce.Main.<clinit>(Main.java:17)
  s5: write corpus.extra.startonce.Main.second // at corpus.extra.startonce.Main.<clinit>(Main.java:18)
}

proc corpus.extra.startonce.Main.a {
  s0: call corpus.extra.startonce.Main.b // at corpus.extra.startonce.Main.a(Main.java:40)
}

proc corpus.extra.startonce.Main.b {
  s0: call corpus.extra.startonce.Main.c // at corpus.extra.startonce.Main.b(Main.java:36)
}

proc corpus.extra.startonce.Main.c {
  s0: call corpus.extra.startonce.Main.d // at corpus.extra.startonce.Main.c(Main.java:32)
}

proc corpus.extra.startonce.Main.d {
  s0: call corpus.extra.startonce.Main.e // at corpus.extra.startonce.Main.d(Main.java:28)
}

proc corpus.extra.startonce.Main.e {
  s0: read corpus.extra.startonce.Main.first // at corpus.extra.startonce.Main.e(Main.java:22)
  s1: acquire java.lang.Object@Main.java:17 // at corpus.extra.startonce.Main.e(Main.java:22)
  s2: read corpus.extra.startonce.Main.count // at corpus.extra.startonce.Main.e(Main.java:23)
  s4: write corpus.extra.startonce.Main.count // at corpus.extra.startonce.Main.e(Main.java:23)
  s5: release java.lang.Object@Main.java:17 // at corpus.extra.startonce.Main.e(Main.java:24)
}

proc corpus.extra.startonce.Main.main {
  s1: call corpus.extra.startonce.Main.a // at corpus.extra.startonce.Main.main(Main.java:54)
  s6: fork corpus.extra.startonce.Main.work java.lang.Thread@Main.java:55 // at corpus.extra.startonce.Main.main(Main.java:56)
  s7: read corpus.extra.startonce.Main.second // at corpus.extra.startonce.Main.main(Main.java:57)
  s8: acquire java.lang.Object@Main.java:18 // at corpus.extra.startonce.Main.main(Main.java:57)
  s9: read corpus.extra.startonce.Main.first // at corpus.extra.startonce.Main.main(Main.java:58)
  s10: acquire java.lang.Object@Main.java:17 // at corpus.extra.startonce.Main.main(Main.java:58)
  s11: read corpus.extra.startonce.Main.count // at corpus.extra.startonce.Main.main(Main.java:59)
  s13: write corpus.extra.startonce.Main.count // at corpus.extra.startonce.Main.main(Main.java:59)
  s14: release java.lang.Object@Main.java:17 // at corpus.extra.startonce.Main.main(Main.java:60)
  s24: release java.lang.Object@Main.java:18 // at corpus.extra.startonce.Main.main(Main.java:61)
  s26: call corpus.extra.startonce.Main.a // at corpus.extra.startonce.Main.main(Main.java:62)
  s27: join java.lang.Thread@Main.java:55 // at corpus.extra.startonce.Main.main(Main.java:63)
}

proc corpus.extra.startonce.Main.work {
  s0: read corpus.extra.startonce.Main.first // at corpus.extra.startonce.Main.work(Main.java:44)
  s1: acquire java.lang.Object@Main.java:17 // at corpus.extra.startonce.Main.work(Main.java:44)
  s2: call corpus.extra.startonce.Main.a // at corpus.extra.startonce.Main.work(Main.java:45)
  s3: read corpus.extra.startonce.Main.second // at corpus.extra.startonce.Main.work(Main.java:46)
  s4: acquire java.lang.Object@Main.java:18 // at corpus.extra.startonce.Main.work(Main.java:46)
  s5: read corpus.extra.startonce.Main.count // at corpus.extra.startonce.Main.work(Main.java:47)
  s7: write corpus.extra.startonce.Main.count // at corpus.extra.startonce.Main.work(Main.java:47)
  s8: release java.lang.Object@Main.java:18 // at corpus.extra.startonce.Main.work(Main.java:48)
  s18: release java.lang.Object@Main.java:17 // at corpus.extra.startonce.Main.work(Main.java:49)
  s20: call corpus.extra.startonce.Main.a // at corpus.extra.startonce.Main.work(Main.java:50)
}

proc entry {
  init0: call corpus.extra.startonce.Main.<clinit> // at corpus.extra.startonce.Main.main(Main.java:54)
  main: call corpus.extra.startonce.Main.main // at corpus.extra.startonce.Main.main(Main.java:54)
}
