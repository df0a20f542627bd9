main entry

proc corpus.extra.nullresult.fixed.Main$Event.<init>[corpus.extra.nullresult.fixed.Main$Event@Main.java:65,args(p2=null),corpus.extra.nullresult.fixed.Main.log:70#3,corpus.extra.nullresult.fixed.Main.main:82#6] {
  s5: write corpus.extra.nullresult.fixed.Main$Event@Main.java:65[args(p2=null),corpus.extra.nullresult.fixed.Main.log:70#3,corpus.extra.nullresult.fixed.Main.main:82#6].message // at corpus.extra.nullresult.fixed.Main$Event.<init>(Main.java:49)
  s8: call corpus.extra.nullresult.fixed.Main.extract[corpus.extra.nullresult.fixed.Main$Event.<init>:52#8,corpus.extra.nullresult.fixed.Main$Event@Main.java:65,args(p2=null),corpus.extra.nullresult.fixed.Main.log:70#3] // at corpus.extra.nullresult.fixed.Main$Event.<init>(Main.java:52)
}

proc corpus.extra.nullresult.fixed.Main$Source.<init>[corpus.extra.nullresult.fixed.Main$Source@Main.java:32] {
}

proc corpus.extra.nullresult.fixed.Main$Source.arguments[corpus.extra.nullresult.fixed.Main$Source@Main.java:32] {
}

proc corpus.extra.nullresult.fixed.Main.<clinit> {
  s2: write corpus.extra.nullresult.fixed.Main.A // at corpus.extra.nullresult.fixed.Main.<clinit>(Main.java:18)
  s5: write corpus.extra.nullresult.fixed.Main.B // at corpus.extra.nullresult.fixed.Main.<clinit>(Main.java:19)
  s7: call corpus.extra.nullresult.fixed.Main$Source.<init>[corpus.extra.nullresult.fixed.Main$Source@Main.java:32] // at corpus.extra.nullresult.fixed.Main.<clinit>(Main.java:32)
  s8: write corpus.extra.nullresult.fixed.Main.SOURCE // at corpus.extra.nullresult.fixed.Main.<clinit>(Main.java:32)
}

proc corpus.extra.nullresult.fixed.Main.append[args(p2=null),corpus.extra.nullresult.fixed.Main.log:70#3,corpus.extra.nullresult.fixed.Main.main:82#6] {
  s4: call corpus.extra.nullresult.fixed.Main$Event.<init>[corpus.extra.nullresult.fixed.Main$Event@Main.java:65,args(p2=null),corpus.extra.nullresult.fixed.Main.log:70#3,corpus.extra.nullresult.fixed.Main.main:82#6] // at corpus.extra.nullresult.fixed.Main.append(Main.java:65)
  s5: read java.lang.System.out          // at corpus.extra.nullresult.fixed.Main.append(Main.java:66)
  s6: read corpus.extra.nullresult.fixed.Main$Event@Main.java:65[args(p2=null),corpus.extra.nullresult.fixed.Main.log:70#3,corpus.extra.nullresult.fixed.Main.main:82#6].message // at corpus.extra.nullresult.fixed.Main.append(Main.java:66)
}

proc corpus.extra.nullresult.fixed.Main.extract[corpus.extra.nullresult.fixed.Main$Event.<init>:52#8,corpus.extra.nullresult.fixed.Main$Event@Main.java:65,args(p2=null),corpus.extra.nullresult.fixed.Main.log:70#3] {
}

proc corpus.extra.nullresult.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.nullresult.fixed.Main.A // at corpus.extra.nullresult.fixed.Main.lambda$main$0(Main.java:75)
  s1: acquire java.lang.Object@Main.java:18 // at corpus.extra.nullresult.fixed.Main.lambda$main$0(Main.java:75)
  s2: read corpus.extra.nullresult.fixed.Main.B // at corpus.extra.nullresult.fixed.Main.lambda$main$0(Main.java:76)
  s3: acquire java.lang.Object@Main.java:19 // at corpus.extra.nullresult.fixed.Main.lambda$main$0(Main.java:76)
  s4: read java.lang.System.out          // at corpus.extra.nullresult.fixed.Main.lambda$main$0(Main.java:77)
  s6: release java.lang.Object@Main.java:19 // at corpus.extra.nullresult.fixed.Main.lambda$main$0(Main.java:78)
  s16: release java.lang.Object@Main.java:18 // at corpus.extra.nullresult.fixed.Main.lambda$main$0(Main.java:79)
}

proc corpus.extra.nullresult.fixed.Main.log[corpus.extra.nullresult.fixed.Main.main:82#6] {
  s1: read corpus.extra.nullresult.fixed.Main.SOURCE // at corpus.extra.nullresult.fixed.Main.log(Main.java:70)
  s2: call corpus.extra.nullresult.fixed.Main$Source.arguments[corpus.extra.nullresult.fixed.Main$Source@Main.java:32] // at corpus.extra.nullresult.fixed.Main.log(Main.java:70)
  s3: call corpus.extra.nullresult.fixed.Main.append[args(p2=null),corpus.extra.nullresult.fixed.Main.log:70#3,corpus.extra.nullresult.fixed.Main.main:82#6] // at corpus.extra.nullresult.fixed.Main.log(Main.java:70)
}

proc corpus.extra.nullresult.fixed.Main.main {
  s5: fork corpus.extra.nullresult.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:74 // at corpus.extra.nullresult.fixed.Main.main(Main.java:81)
  s6: call corpus.extra.nullresult.fixed.Main.log[corpus.extra.nullresult.fixed.Main.main:82#6] // at corpus.extra.nullresult.fixed.Main.main(Main.java:82)
  s7: join java.lang.Thread@Main.java:74 // at corpus.extra.nullresult.fixed.Main.main(Main.java:83)
}

proc entry {
  init0: call corpus.extra.nullresult.fixed.Main.<clinit> // at corpus.extra.nullresult.fixed.Main.main(Main.java:74)
  main: call corpus.extra.nullresult.fixed.Main.main // at corpus.extra.nullresult.fixed.Main.main(Main.java:74)
}
