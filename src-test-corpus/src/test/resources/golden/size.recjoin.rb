main entry

proc corpus.size.recjoin.Main.<clinit> {
  s2: write corpus.size.recjoin.Main.LOCK // at corpus.size.recjoin.Main.<clinit>(Main.java:17)
}

proc corpus.size.recjoin.Main.help {
  s0: read corpus.size.recjoin.Main.LOCK // at corpus.size.recjoin.Main.help(Main.java:21)
  s1: acquire java.lang.Object@Main.java:17 // at corpus.size.recjoin.Main.help(Main.java:21)
  s2: read corpus.size.recjoin.Main.done // at corpus.size.recjoin.Main.help(Main.java:22)
  s4: write corpus.size.recjoin.Main.done // at corpus.size.recjoin.Main.help(Main.java:22)
  s5: release java.lang.Object@Main.java:17 // at corpus.size.recjoin.Main.help(Main.java:23)
}

proc corpus.size.recjoin.Main.level[corpus.size.recjoin.Main.level:33#17,corpus.size.recjoin.Main.level:33#17,corpus.size.recjoin.Main.level:33#17] {
  s1: jump s2 exit                       // at corpus.size.recjoin.Main.level(Main.java:27)
  s2: read corpus.size.recjoin.Main.LOCK // at corpus.size.recjoin.Main.level(Main.java:28)
  s3: acquire java.lang.Object@Main.java:17 // at corpus.size.recjoin.Main.level(Main.java:28)
  s8: fork corpus.size.recjoin.Main.help java.lang.Thread@Main.java:29[corpus.size.recjoin.Main.level:33#17,corpus.size.recjoin.Main.level:33#17,corpus.size.recjoin.Main.level:33#17] // at corpus.size.recjoin.Main.level(Main.java:30)
  s9: join java.lang.Thread@Main.java:29[corpus.size.recjoin.Main.level:33#17,corpus.size.recjoin.Main.level:33#17,corpus.size.recjoin.Main.level:33#17] // at corpus.size.recjoin.Main.level(Main.java:31)
  s10: release java.lang.Object@Main.java:17 // at corpus.size.recjoin.Main.level(Main.java:32)
  s17: call corpus.size.recjoin.Main.level[corpus.size.recjoin.Main.level:33#17,corpus.size.recjoin.Main.level:33#17,corpus.size.recjoin.Main.level:33#17] // at corpus.size.recjoin.Main.level(Main.java:33)
}

proc corpus.size.recjoin.Main.level[corpus.size.recjoin.Main.level:33#17,corpus.size.recjoin.Main.level:33#17,corpus.size.recjoin.Main.main:38#1] {
  s1: jump s2 exit                       // at corpus.size.recjoin.Main.level(Main.java:27)
  s2: read corpus.size.recjoin.Main.LOCK // at corpus.size.recjoin.Main.level(Main.java:28)
  s3: acquire java.lang.Object@Main.java:17 // at corpus.size.recjoin.Main.level(Main.java:28)
  s8: fork corpus.size.recjoin.Main.help java.lang.Thread@Main.java:29[corpus.size.recjoin.Main.level:33#17,corpus.size.recjoin.Main.level:33#17,corpus.size.recjoin.Main.main:38#1] // at corpus.size.recjoin.Main.level(Main.java:30)
  s9: join java.lang.Thread@Main.java:29[corpus.size.recjoin.Main.level:33#17,corpus.size.recjoin.Main.level:33#17,corpus.size.recjoin.Main.main:38#1] // at corpus.size.recjoin.Main.level(Main.java:31)
  s10: release java.lang.Object@Main.java:17 // at corpus.size.recjoin.Main.level(Main.java:32)
  s17: call corpus.size.recjoin.Main.level[corpus.size.recjoin.Main.level:33#17,corpus.size.recjoin.Main.level:33#17,corpus.size.recjoin.Main.level:33#17] // at corpus.size.recjoin.Main.level(Main.java:33)
}

proc corpus.size.recjoin.Main.level[corpus.size.recjoin.Main.level:33#17,corpus.size.recjoin.Main.main:38#1] {
  s1: jump s2 exit                       // at corpus.size.recjoin.Main.level(Main.java:27)
  s2: read corpus.size.recjoin.Main.LOCK // at corpus.size.recjoin.Main.level(Main.java:28)
  s3: acquire java.lang.Object@Main.java:17 // at corpus.size.recjoin.Main.level(Main.java:28)
  s8: fork corpus.size.recjoin.Main.help java.lang.Thread@Main.java:29[corpus.size.recjoin.Main.level:33#17,corpus.size.recjoin.Main.main:38#1] // at corpus.size.recjoin.Main.level(Main.java:30)
  s9: join java.lang.Thread@Main.java:29[corpus.size.recjoin.Main.level:33#17,corpus.size.recjoin.Main.main:38#1] // at corpus.size.recjoin.Main.level(Main.java:31)
  s10: release java.lang.Object@Main.java:17 // at corpus.size.recjoin.Main.level(Main.java:32)
  s17: call corpus.size.recjoin.Main.level[corpus.size.recjoin.Main.level:33#17,corpus.size.recjoin.Main.level:33#17,corpus.size.recjoin.Main.main:38#1] // at corpus.size.recjoin.Main.level(Main.java:33)
}

proc corpus.size.recjoin.Main.level[corpus.size.recjoin.Main.main:38#1] {
  s1: jump s2 exit                       // at corpus.size.recjoin.Main.level(Main.java:27)
  s2: read corpus.size.recjoin.Main.LOCK // at corpus.size.recjoin.Main.level(Main.java:28)
  s3: acquire java.lang.Object@Main.java:17 // at corpus.size.recjoin.Main.level(Main.java:28)
  s8: fork corpus.size.recjoin.Main.help java.lang.Thread@Main.java:29[corpus.size.recjoin.Main.main:38#1] // at corpus.size.recjoin.Main.level(Main.java:30)
  s9: join java.lang.Thread@Main.java:29[corpus.size.recjoin.Main.main:38#1] // at corpus.size.recjoin.Main.level(Main.java:31)
  s10: release java.lang.Object@Main.java:17 // at corpus.size.recjoin.Main.level(Main.java:32)
  s17: call corpus.size.recjoin.Main.level[corpus.size.recjoin.Main.level:33#17,corpus.size.recjoin.Main.main:38#1] // at corpus.size.recjoin.Main.level(Main.java:33)
}

proc corpus.size.recjoin.Main.main {
  s1: call corpus.size.recjoin.Main.level[corpus.size.recjoin.Main.main:38#1] // at corpus.size.recjoin.Main.main(Main.java:38)
}

proc entry {
  init0: call corpus.size.recjoin.Main.<clinit> // at corpus.size.recjoin.Main.main(Main.java:38)
  main: call corpus.size.recjoin.Main.main // at corpus.size.recjoin.Main.main(Main.java:38)
}
