main entry

proc corpus.values.enumargument.Main$1.<clinit> {
  s0: call corpus.values.enumargument.Mode.values // at corpus.values.enumargument.Main$1.<clinit>(Main.java:26)
  s3: write corpus.values.enumargument.Main$1.$SwitchMap$corpus$values$enumargument$Mode // at corpus.values.enumargument.Main$1.<clinit>(Main.java:26)
  s4: read corpus.values.enumargument.Main$1.$SwitchMap$corpus$values$enumargument$Mode // at corpus.values.enumargument.Main$1.<clinit>(Main.java:26)
  s5: read corpus.values.enumargument.Mode.MULTI // at corpus.values.enumargument.Main$1.<clinit>(Main.java:26)
  s7: write int[]@Main.java:26[]         // at corpus.values.enumargument.Main$1.<clinit>(Main.java:26)
}

proc corpus.values.enumargument.Main.<init>[args(p0=corpus.values.enumargument.Mode.MULTI),corpus.values.enumargument.Main@Main.java:52] {
  s5: write corpus.values.enumargument.Main@Main.java:52.a // at corpus.values.enumargument.Main.<init>(Main.java:18)
  s8: write corpus.values.enumargument.Main@Main.java:52.b // at corpus.values.enumargument.Main.<init>(Main.java:19)
  s9: call corpus.values.enumargument.Main.start[corpus.values.enumargument.Main.<init>:22#9,corpus.values.enumargument.Main@Main.java:52] // at corpus.values.enumargument.Main.<init>(Main.java:22)
}

proc corpus.values.enumargument.Main.<init>[args(p0=corpus.values.enumargument.Mode.MULTI),corpus.values.enumargument.Main@Main.java:52]#args,p0=MULTI {
  s5e1: write corpus.values.enumargument.Main@Main.java:52.a // at corpus.values.enumargument.Main.<init>(Main.java:18)
  s8e1: write corpus.values.enumargument.Main@Main.java:52.b // at corpus.values.enumargument.Main.<init>(Main.java:19)
  s9e1: call corpus.values.enumargument.Main.start[corpus.values.enumargument.Main.<init>:22#9,corpus.values.enumargument.Main@Main.java:52]#args,p0=MULTI // at corpus.values.enumargument.Main.<init>(Main.java:22)
}

proc corpus.values.enumargument.Main.backwards[corpus.values.enumargument.Main@Main.java:52] {
  s1: read corpus.values.enumargument.Main@Main.java:52.b // at corpus.values.enumargument.Main.backwards(Main.java:36)
  s2: acquire java.lang.Object@Main.java:19[args(p0=corpus.values.enumargument.Mode.MULTI),corpus.values.enumargument.Main@Main.java:52] // at corpus.values.enumargument.Main.backwards(Main.java:36)
  s3: read corpus.values.enumargument.Main@Main.java:52.a // at corpus.values.enumargument.Main.backwards(Main.java:37)
  s4: acquire java.lang.Object@Main.java:18[args(p0=corpus.values.enumargument.Mode.MULTI),corpus.values.enumargument.Main@Main.java:52] // at corpus.values.enumargument.Main.backwards(Main.java:37)
  s5: read corpus.values.enumargument.Main@Main.java:52.a // at corpus.values.enumargument.Main.backwards(Main.java:38)
  s7: release java.lang.Object@Main.java:18[args(p0=corpus.values.enumargument.Mode.MULTI),corpus.values.enumargument.Main@Main.java:52] // at corpus.values.enumargument.Main.backwards(Main.java:39)
  s17: release java.lang.Object@Main.java:19[args(p0=corpus.values.enumargument.Mode.MULTI),corpus.values.enumargument.Main@Main.java:52] // at corpus.values.enumargument.Main.backwards(Main.java:40)
}

proc corpus.values.enumargument.Main.forwards[corpus.values.enumargument.Main@Main.java:52] {
  s1: read corpus.values.enumargument.Main@Main.java:52.a // at corpus.values.enumargument.Main.forwards(Main.java:44)
  s2: acquire java.lang.Object@Main.java:18[args(p0=corpus.values.enumargument.Mode.MULTI),corpus.values.enumargument.Main@Main.java:52] // at corpus.values.enumargument.Main.forwards(Main.java:44)
  s3: read corpus.values.enumargument.Main@Main.java:52.b // at corpus.values.enumargument.Main.forwards(Main.java:45)
  s4: acquire java.lang.Object@Main.java:19[args(p0=corpus.values.enumargument.Mode.MULTI),corpus.values.enumargument.Main@Main.java:52] // at corpus.values.enumargument.Main.forwards(Main.java:45)
  s5: read corpus.values.enumargument.Main@Main.java:52.b // at corpus.values.enumargument.Main.forwards(Main.java:46)
  s7: release java.lang.Object@Main.java:19[args(p0=corpus.values.enumargument.Mode.MULTI),corpus.values.enumargument.Main@Main.java:52] // at corpus.values.enumargument.Main.forwards(Main.java:47)
  s17: release java.lang.Object@Main.java:18[args(p0=corpus.values.enumargument.Mode.MULTI),corpus.values.enumargument.Main@Main.java:52] // at corpus.values.enumargument.Main.forwards(Main.java:48)
}

proc corpus.values.enumargument.Main.main {
  s2: read corpus.values.enumargument.Mode.MULTI // at corpus.values.enumargument.Main.main(Main.java:52)
  s2_1: goto s3e1                        // at corpus.values.enumargument.Main.main(Main.java:52)
  s4: call corpus.values.enumargument.Main.forwards[corpus.values.enumargument.Main@Main.java:52] // at corpus.values.enumargument.Main.main(Main.java:52)
  s4_1: goto exit                        // at corpus.values.enumargument.Main.main(Main.java:52)
  s3e1: call corpus.values.enumargument.Main.<init>[args(p0=corpus.values.enumargument.Mode.MULTI),corpus.values.enumargument.Main@Main.java:52]#args,p0=MULTI // at corpus.values.enumargument.Main.main(Main.java:52)
  s3e1_1: goto s4                        // at corpus.values.enumargument.Main.main(Main.java:52)
}

proc corpus.values.enumargument.Main.start[corpus.values.enumargument.Main.<init>:22#9,corpus.values.enumargument.Main@Main.java:52] {
  s2: read corpus.values.enumargument.Main$1.$SwitchMap$corpus$values$enumargument$Mode // at corpus.values.enumargument.Main.start(Main.java:26)
  s2_1: goto s4e1                        // at corpus.values.enumargument.Main.start(Main.java:26)
  s5: jump s9 exit                       // at corpus.values.enumargument.Main.start(Main.java:26)
  s9: fork corpus.values.enumargument.Main.backwards[corpus.values.enumargument.Main@Main.java:52] java.lang.Thread@Main.java:28[corpus.values.enumargument.Main.<init>:22#9,corpus.values.enumargument.Main@Main.java:52] // at corpus.values.enumargument.Main.start(Main.java:28)
  s9_1: goto exit                        // at corpus.values.enumargument.Main.start(Main.java:28)
  s4e1: read int[]@Main.java:26[]        // at corpus.values.enumargument.Main.start(Main.java:26)
  s4e1_1: goto s5                        // at corpus.values.enumargument.Main.start(Main.java:26)
}

proc corpus.values.enumargument.Main.start[corpus.values.enumargument.Main.<init>:22#9,corpus.values.enumargument.Main@Main.java:52]#args,p0=MULTI {
  s0: goto s2e1                          // at corpus.values.enumargument.Main.start(Main.java:26)
  s9: fork corpus.values.enumargument.Main.backwards[corpus.values.enumargument.Main@Main.java:52] java.lang.Thread@Main.java:28[corpus.values.enumargument.Main.<init>:22#9,corpus.values.enumargument.Main@Main.java:52] // at corpus.values.enumargument.Main.start(Main.java:28)
  s9_1: goto exit                        // at corpus.values.enumargument.Main.start(Main.java:28)
  s2e1: read corpus.values.enumargument.Main$1.$SwitchMap$corpus$values$enumargument$Mode // at corpus.values.enumargument.Main.start(Main.java:26)
  s4e4: read int[]@Main.java:26[1]       // at corpus.values.enumargument.Main.start(Main.java:26)
  s4e4_1: goto s9                        // at corpus.values.enumargument.Main.start(Main.java:26)
}

proc corpus.values.enumargument.Mode.$values {
  s1: read corpus.values.enumargument.Mode.SINGLE // at corpus.values.enumargument.Mode.$values(Mode.java:4)
  s2: write corpus.values.enumargument.Mode[]@Mode.java:4[0] // at corpus.values.enumargument.Mode.$values(Mode.java:4)
  s3: read corpus.values.enumargument.Mode.MULTI // at corpus.values.enumargument.Mode.$values(Mode.java:4)
  s4: write corpus.values.enumargument.Mode[]@Mode.java:4[1] // at corpus.values.enumargument.Mode.$values(Mode.java:4)
}

proc corpus.values.enumargument.Mode.<clinit> {
  s1: call corpus.values.enumargument.Mode.<init>[corpus.values.enumargument.Mode@Mode.java:4#2] // at corpus.values.enumargument.Mode.<clinit>(Mode.java:4)
  s2: write corpus.values.enumargument.Mode.SINGLE // at corpus.values.enumargument.Mode.<clinit>(Mode.java:4)
  s4: call corpus.values.enumargument.Mode.<init>[corpus.values.enumargument.Mode@Mode.java:4#2] // at corpus.values.enumargument.Mode.<clinit>(Mode.java:4)
  s5: write corpus.values.enumargument.Mode.MULTI // at corpus.values.enumargument.Mode.<clinit>(Mode.java:4)
  s6: call corpus.values.enumargument.Mode.$values // at corpus.values.enumargument.Mode.<clinit>(Mode.java:4)
  s7: write corpus.values.enumargument.Mode.$VALUES // at corpus.values.enumargument.Mode.<clinit>(Mode.java:4)
}

proc corpus.values.enumargument.Mode.<init>[corpus.values.enumargument.Mode@Mode.java:4#2] {
}

proc corpus.values.enumargument.Mode.values {
  s0: read corpus.values.enumargument.Mode.$VALUES // at corpus.values.enumargument.Mode.values(Mode.java:4)
}

proc entry {
  init0: call corpus.values.enumargument.Mode.<clinit> // at corpus.values.enumargument.Main.main(Main.java:52)
  init1: call corpus.values.enumargument.Main$1.<clinit> // at corpus.values.enumargument.Main.main(Main.java:52)
  main: call corpus.values.enumargument.Main.main // at corpus.values.enumargument.Main.main(Main.java:52)
}
