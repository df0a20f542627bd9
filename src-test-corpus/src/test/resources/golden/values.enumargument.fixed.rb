main entry

proc corpus.values.enumargument.fixed.Main$1.<clinit> {
  s0: call corpus.values.enumargument.fixed.Mode.values // at corpus.values.enumargument.fixed.Main$1.<clinit>(Main.java:25)
  s3: write corpus.values.enumargument.fixed.Main$1.$SwitchMap$corpus$values$enumargument$fixed$Mode // at corpus.values.enumargument.fixed.Main$1.<clinit>(Main.java:25)
  s4: read corpus.values.enumargument.fixed.Main$1.$SwitchMap$corpus$values$enumargument$fixed$Mode // at corpus.values.enumargument.fixed.Main$1.<clinit>(Main.java:25)
  s5: read corpus.values.enumargument.fixed.Mode.MULTI // at corpus.values.enumargument.fixed.Main$1.<clinit>(Main.java:25)
  s7: write int[]@Main.java:25[]         // at corpus.values.enumargument.fixed.Main$1.<clinit>(Main.java:25)
}

proc corpus.values.enumargument.fixed.Main.<init>[args(p0=corpus.values.enumargument.fixed.Mode.SINGLE),corpus.values.enumargument.fixed.Main@Main.java:51] {
  s5: write corpus.values.enumargument.fixed.Main@Main.java:51.a // at corpus.values.enumargument.fixed.Main.<init>(Main.java:17)
  s8: write corpus.values.enumargument.fixed.Main@Main.java:51.b // at corpus.values.enumargument.fixed.Main.<init>(Main.java:18)
  s9: call corpus.values.enumargument.fixed.Main.start[args(p0=corpus.values.enumargument.fixed.Mode.SINGLE),corpus.values.enumargument.fixed.Main.<init>:21#9,corpus.values.enumargument.fixed.Main@Main.java:51] // at corpus.values.enumargument.fixed.Main.<init>(Main.java:21)
}

proc corpus.values.enumargument.fixed.Main.<init>[args(p0=corpus.values.enumargument.fixed.Mode.SINGLE),corpus.values.enumargument.fixed.Main@Main.java:51]#args,p0=SINGLE {
  s5e1: write corpus.values.enumargument.fixed.Main@Main.java:51.a // at corpus.values.enumargument.fixed.Main.<init>(Main.java:17)
  s8e1: write corpus.values.enumargument.fixed.Main@Main.java:51.b // at corpus.values.enumargument.fixed.Main.<init>(Main.java:18)
  s9e1: call corpus.values.enumargument.fixed.Main.start[args(p0=corpus.values.enumargument.fixed.Mode.SINGLE),corpus.values.enumargument.fixed.Main.<init>:21#9,corpus.values.enumargument.fixed.Main@Main.java:51]#args,p0=SINGLE // at corpus.values.enumargument.fixed.Main.<init>(Main.java:21)
}

proc corpus.values.enumargument.fixed.Main.forwards[corpus.values.enumargument.fixed.Main@Main.java:51] {
  s1: read corpus.values.enumargument.fixed.Main@Main.java:51.a // at corpus.values.enumargument.fixed.Main.forwards(Main.java:43)
  s2: acquire java.lang.Object@Main.java:17[args(p0=corpus.values.enumargument.fixed.Mode.SINGLE),corpus.values.enumargument.fixed.Main@Main.java:51] // at corpus.values.enumargument.fixed.Main.forwards(Main.java:43)
  s3: read corpus.values.enumargument.fixed.Main@Main.java:51.b // at corpus.values.enumargument.fixed.Main.forwards(Main.java:44)
  s4: acquire java.lang.Object@Main.java:18[args(p0=corpus.values.enumargument.fixed.Mode.SINGLE),corpus.values.enumargument.fixed.Main@Main.java:51] // at corpus.values.enumargument.fixed.Main.forwards(Main.java:44)
  s5: read corpus.values.enumargument.fixed.Main@Main.java:51.b // at corpus.values.enumargument.fixed.Main.forwards(Main.java:45)
  s7: release java.lang.Object@Main.java:18[args(p0=corpus.values.enumargument.fixed.Mode.SINGLE),corpus.values.enumargument.fixed.Main@Main.java:51] // at corpus.values.enumargument.fixed.Main.forwards(Main.java:46)
  s17: release java.lang.Object@Main.java:17[args(p0=corpus.values.enumargument.fixed.Mode.SINGLE),corpus.values.enumargument.fixed.Main@Main.java:51] // at corpus.values.enumargument.fixed.Main.forwards(Main.java:47)
}

proc corpus.values.enumargument.fixed.Main.main {
  s2: read corpus.values.enumargument.fixed.Mode.SINGLE // at corpus.values.enumargument.fixed.Main.main(Main.java:51)
  s2_1: goto s3e1                        // at corpus.values.enumargument.fixed.Main.main(Main.java:51)
  s4: call corpus.values.enumargument.fixed.Main.forwards[corpus.values.enumargument.fixed.Main@Main.java:51] // at corpus.values.enumargument.fixed.Main.main(Main.java:51)
  s4_1: goto exit                        // at corpus.values.enumargument.fixed.Main.main(Main.java:51)
  s3e1: call corpus.values.enumargument.fixed.Main.<init>[args(p0=corpus.values.enumargument.fixed.Mode.SINGLE),corpus.values.enumargument.fixed.Main@Main.java:51]#args,p0=SINGLE // at corpus.values.enumargument.fixed.Main.main(Main.java:51)
  s3e1_1: goto s4                        // at corpus.values.enumargument.fixed.Main.main(Main.java:51)
}

proc corpus.values.enumargument.fixed.Main.start[args(p0=corpus.values.enumargument.fixed.Mode.SINGLE),corpus.values.enumargument.fixed.Main.<init>:21#9,corpus.values.enumargument.fixed.Main@Main.java:51] {
  s2: read corpus.values.enumargument.fixed.Main$1.$SwitchMap$corpus$values$enumargument$fixed$Mode // at corpus.values.enumargument.fixed.Main.start(Main.java:25)
  s4e1: read int[]@Main.java:25[]        // at corpus.values.enumargument.fixed.Main.start(Main.java:25)
}

proc corpus.values.enumargument.fixed.Main.start[args(p0=corpus.values.enumargument.fixed.Mode.SINGLE),corpus.values.enumargument.fixed.Main.<init>:21#9,corpus.values.enumargument.fixed.Main@Main.java:51]#args,p0=SINGLE {
  s2e1: read corpus.values.enumargument.fixed.Main$1.$SwitchMap$corpus$values$enumargument$fixed$Mode // at corpus.values.enumargument.fixed.Main.start(Main.java:25)
  s4e4: read int[]@Main.java:25[0]       // at corpus.values.enumargument.fixed.Main.start(Main.java:25)
}

proc corpus.values.enumargument.fixed.Mode.$values {
  s1: read corpus.values.enumargument.fixed.Mode.SINGLE // at corpus.values.enumargument.fixed.Mode.$values(Mode.java:4)
  s2: write corpus.values.enumargument.fixed.Mode[]@Mode.java:4[0] // at corpus.values.enumargument.fixed.Mode.$values(Mode.java:4)
  s3: read corpus.values.enumargument.fixed.Mode.MULTI // at corpus.values.enumargument.fixed.Mode.$values(Mode.java:4)
  s4: write corpus.values.enumargument.fixed.Mode[]@Mode.java:4[1] // at corpus.values.enumargument.fixed.Mode.$values(Mode.java:4)
}

proc corpus.values.enumargument.fixed.Mode.<clinit> {
  s1: call corpus.values.enumargument.fixed.Mode.<init>[corpus.values.enumargument.fixed.Mode@Mode.java:4#2] // at corpus.values.enumargument.fixed.Mode.<clinit>(Mode.java:4)
  s2: write corpus.values.enumargument.fixed.Mode.SINGLE // at corpus.values.enumargument.fixed.Mode.<clinit>(Mode.java:4)
  s4: call corpus.values.enumargument.fixed.Mode.<init>[corpus.values.enumargument.fixed.Mode@Mode.java:4#2] // at corpus.values.enumargument.fixed.Mode.<clinit>(Mode.java:4)
  s5: write corpus.values.enumargument.fixed.Mode.MULTI // at corpus.values.enumargument.fixed.Mode.<clinit>(Mode.java:4)
  s6: call corpus.values.enumargument.fixed.Mode.$values // at corpus.values.enumargument.fixed.Mode.<clinit>(Mode.java:4)
  s7: write corpus.values.enumargument.fixed.Mode.$VALUES // at corpus.values.enumargument.fixed.Mode.<clinit>(Mode.java:4)
}

proc corpus.values.enumargument.fixed.Mode.<init>[corpus.values.enumargument.fixed.Mode@Mode.java:4#2] {
}

proc corpus.values.enumargument.fixed.Mode.values {
  s0: read corpus.values.enumargument.fixed.Mode.$VALUES // at corpus.values.enumargument.fixed.Mode.values(Mode.java:4)
}

proc entry {
  init0: call corpus.values.enumargument.fixed.Mode.<clinit> // at corpus.values.enumargument.fixed.Main.main(Main.java:51)
  init1: call corpus.values.enumargument.fixed.Main$1.<clinit> // at corpus.values.enumargument.fixed.Main.main(Main.java:51)
  main: call corpus.values.enumargument.fixed.Main.main // at corpus.values.enumargument.fixed.Main.main(Main.java:51)
}
