main entry

proc corpus.extra.nullresult.Main$Event.<init>[corpus.extra.nullresult.Main$Event@Main.java:65,args(p2=null),corpus.extra.nullresult.Main.log:70#3,corpus.extra.nullresult.Main.main:82#6] {
  s5: write corpus.extra.nullresult.Main$Event@Main.java:65[args(p2=null),corpus.extra.nullresult.Main.log:70#3,corpus.extra.nullresult.Main.main:82#6].message // at corpus.extra.nullresult.Main$Event.<init>(Main.java:49)
  s8: call corpus.extra.nullresult.Main.extract[corpus.extra.nullresult.Main$Event.<init>:52#8,corpus.extra.nullresult.Main$Event@Main.java:65,args(p2=null),corpus.extra.nullresult.Main.log:70#3]#result:null,p0=nonnull else exit // at corpus.extra.nullresult.Main$Event.<init>(Main.java:52)
  s8_1: goto s10e2                       // at corpus.extra.nullresult.Main$Event.<init>(Main.java:52)
  s18: release java.lang.Object@Main.java:18 // at corpus.extra.nullresult.Main$Event.<init>(Main.java:58)
  s29: release java.lang.Object@Main.java:19 // at corpus.extra.nullresult.Main$Event.<init>(Main.java:59)
  s29_1: goto exit                       // at corpus.extra.nullresult.Main$Event.<init>(Main.java:59)
  s10e2: read corpus.extra.nullresult.Main.B // at corpus.extra.nullresult.Main$Event.<init>(Main.java:55)
  s11e2: acquire java.lang.Object@Main.java:19 // at corpus.extra.nullresult.Main$Event.<init>(Main.java:55)
  s12e2: read corpus.extra.nullresult.Main.A // at corpus.extra.nullresult.Main$Event.<init>(Main.java:56)
  s13e2: acquire java.lang.Object@Main.java:18 // at corpus.extra.nullresult.Main$Event.<init>(Main.java:56)
  s14e2: read java.lang.System.out       // at corpus.extra.nullresult.Main$Event.<init>(Main.java:57)
  s14e2_1: goto s18                      // at corpus.extra.nullresult.Main$Event.<init>(Main.java:57)
}

proc corpus.extra.nullresult.Main$Source.<init>[corpus.extra.nullresult.Main$Source@Main.java:32] {
}

proc corpus.extra.nullresult.Main$Source.arguments[corpus.extra.nullresult.Main.log:70#2,corpus.extra.nullresult.Main$Source@Main.java:32] {
  s4: write java.lang.Object[]@Main.java:28[corpus.extra.nullresult.Main.log:70#2,corpus.extra.nullresult.Main$Source@Main.java:32][0] // at corpus.extra.nullresult.Main$Source.arguments(Main.java:28)
}

proc corpus.extra.nullresult.Main.<clinit> {
  s2: write corpus.extra.nullresult.Main.A // at corpus.extra.nullresult.Main.<clinit>(Main.java:18)
  s5: write corpus.extra.nullresult.Main.B // at corpus.extra.nullresult.Main.<clinit>(Main.java:19)
  s7: call corpus.extra.nullresult.Main$Source.<init>[corpus.extra.nullresult.Main$Source@Main.java:32] // at corpus.extra.nullresult.Main.<clinit>(Main.java:32)
  s8: write corpus.extra.nullresult.Main.SOURCE // at corpus.extra.nullresult.Main.<clinit>(Main.java:32)
}

proc corpus.extra.nullresult.Main.append[args(p2=null),corpus.extra.nullresult.Main.log:70#3,corpus.extra.nullresult.Main.main:82#6] {
  s4: call corpus.extra.nullresult.Main$Event.<init>[corpus.extra.nullresult.Main$Event@Main.java:65,args(p2=null),corpus.extra.nullresult.Main.log:70#3,corpus.extra.nullresult.Main.main:82#6] // at corpus.extra.nullresult.Main.append(Main.java:65)
  s5: read java.lang.System.out          // at corpus.extra.nullresult.Main.append(Main.java:66)
  s6: read corpus.extra.nullresult.Main$Event@Main.java:65[args(p2=null),corpus.extra.nullresult.Main.log:70#3,corpus.extra.nullresult.Main.main:82#6].message // at corpus.extra.nullresult.Main.append(Main.java:66)
}

proc corpus.extra.nullresult.Main.extract[corpus.extra.nullresult.Main$Event.<init>:52#8,corpus.extra.nullresult.Main$Event@Main.java:65,args(p2=null),corpus.extra.nullresult.Main.log:70#3] {
  s3: jump exit s7                       // at corpus.extra.nullresult.Main.extract(Main.java:35)
  s7: read java.lang.Object[]@Main.java:28[corpus.extra.nullresult.Main.log:70#2,corpus.extra.nullresult.Main$Source@Main.java:32][] // at corpus.extra.nullresult.Main.extract(Main.java:38)
}

proc corpus.extra.nullresult.Main.extract[corpus.extra.nullresult.Main$Event.<init>:52#8,corpus.extra.nullresult.Main$Event@Main.java:65,args(p2=null),corpus.extra.nullresult.Main.log:70#3]#result:null,p0=nonnull {
  s0: goto s3e1                          // at corpus.extra.nullresult.Main.extract(Main.java:35)
  s9: jump s11 raise                     // at corpus.extra.nullresult.Main.extract(Main.java:39)
  s11: jump exit raise                   // at corpus.extra.nullresult.Main.extract(Main.java:40)
  s3e1: jump raise s7e1                  // at corpus.extra.nullresult.Main.extract(Main.java:35)
  s7e1: read java.lang.Object[]@Main.java:28[corpus.extra.nullresult.Main.log:70#2,corpus.extra.nullresult.Main$Source@Main.java:32][] // at corpus.extra.nullresult.Main.extract(Main.java:38)
  s7e1_1: goto s9                        // at corpus.extra.nullresult.Main.extract(Main.java:38)
  raise: raise                           // at corpus.extra.nullresult.Main.extract(Main.java:35)
}

proc corpus.extra.nullresult.Main.lambda$main$0 {
  s0: read corpus.extra.nullresult.Main.A // at corpus.extra.nullresult.Main.lambda$main$0(Main.java:75)
  s1: acquire java.lang.Object@Main.java:18 // at corpus.extra.nullresult.Main.lambda$main$0(Main.java:75)
  s2: read corpus.extra.nullresult.Main.B // at corpus.extra.nullresult.Main.lambda$main$0(Main.java:76)
  s3: acquire java.lang.Object@Main.java:19 // at corpus.extra.nullresult.Main.lambda$main$0(Main.java:76)
  s4: read java.lang.System.out          // at corpus.extra.nullresult.Main.lambda$main$0(Main.java:77)
  s6: release java.lang.Object@Main.java:19 // at corpus.extra.nullresult.Main.lambda$main$0(Main.java:78)
  s16: release java.lang.Object@Main.java:18 // at corpus.extra.nullresult.Main.lambda$main$0(Main.java:79)
}

proc corpus.extra.nullresult.Main.log[corpus.extra.nullresult.Main.main:82#6] {
  s1: read corpus.extra.nullresult.Main.SOURCE // at corpus.extra.nullresult.Main.log(Main.java:70)
  s2: call corpus.extra.nullresult.Main$Source.arguments[corpus.extra.nullresult.Main.log:70#2,corpus.extra.nullresult.Main$Source@Main.java:32] // at corpus.extra.nullresult.Main.log(Main.java:70)
  s3: call corpus.extra.nullresult.Main.append[args(p2=null),corpus.extra.nullresult.Main.log:70#3,corpus.extra.nullresult.Main.main:82#6] // at corpus.extra.nullresult.Main.log(Main.java:70)
}

proc corpus.extra.nullresult.Main.main {
  s5: fork corpus.extra.nullresult.Main.lambda$main$0 java.lang.Thread@Main.java:74 // at corpus.extra.nullresult.Main.main(Main.java:81)
  s6: call corpus.extra.nullresult.Main.log[corpus.extra.nullresult.Main.main:82#6] // at corpus.extra.nullresult.Main.main(Main.java:82)
  s7: join java.lang.Thread@Main.java:74 // at corpus.extra.nullresult.Main.main(Main.java:83)
}

proc entry {
  init0: call corpus.extra.nullresult.Main.<clinit> // at corpus.extra.nullresult.Main.main(Main.java:74)
  main: call corpus.extra.nullresult.Main.main // at corpus.extra.nullresult.Main.main(Main.java:74)
}
