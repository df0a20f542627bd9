main corpus.values.longevictor.fixed.Main.main

proc corpus.values.longevictor.fixed.Main.<init>[corpus.values.longevictor.fixed.Main@Main.java:49] {
  s4: write corpus.values.longevictor.fixed.Main@Main.java:49.factory // at corpus.values.longevictor.fixed.Main.<init>(Main.java:17)
  s5: write corpus.values.longevictor.fixed.Main@Main.java:49.timeBetweenEvictionRunsMillis // at corpus.values.longevictor.fixed.Main.<init>(Main.java:18)
}

proc corpus.values.longevictor.fixed.Main.main {
  s2: call corpus.values.longevictor.fixed.Main.<init>[corpus.values.longevictor.fixed.Main@Main.java:49] // at corpus.values.longevictor.fixed.Main.main(Main.java:49)
  s4: call corpus.values.longevictor.fixed.Main.setTimeBetweenEvictionRunsMillis[args(p0=-1),corpus.values.longevictor.fixed.Main@Main.java:49] // at corpus.values.longevictor.fixed.Main.main(Main.java:50)
  s5: call corpus.values.longevictor.fixed.Main.returnObject[corpus.values.longevictor.fixed.Main@Main.java:49] // at corpus.values.longevictor.fixed.Main.main(Main.java:51)
}

proc corpus.values.longevictor.fixed.Main.returnObject[corpus.values.longevictor.fixed.Main@Main.java:49] {
  s1: read corpus.values.longevictor.fixed.Main@Main.java:49.factory // at corpus.values.longevictor.fixed.Main.returnObject(Main.java:41)
  s2: acquire java.lang.Object@Main.java:17[corpus.values.longevictor.fixed.Main@Main.java:49] // at corpus.values.longevictor.fixed.Main.returnObject(Main.java:41)
  s4: acquire corpus.values.longevictor.fixed.Main@Main.java:49 // at corpus.values.longevictor.fixed.Main.returnObject(Main.java:42)
  s5: read corpus.values.longevictor.fixed.Main@Main.java:49.idle // at corpus.values.longevictor.fixed.Main.returnObject(Main.java:43)
  s7: write corpus.values.longevictor.fixed.Main@Main.java:49.idle // at corpus.values.longevictor.fixed.Main.returnObject(Main.java:43)
  s8: release corpus.values.longevictor.fixed.Main@Main.java:49 // at corpus.values.longevictor.fixed.Main.returnObject(Main.java:44)
  s18: release java.lang.Object@Main.java:17[corpus.values.longevictor.fixed.Main@Main.java:49] // at corpus.values.longevictor.fixed.Main.returnObject(Main.java:45)
}

proc corpus.values.longevictor.fixed.Main.setTimeBetweenEvictionRunsMillis[args(p0=-1),corpus.values.longevictor.fixed.Main@Main.java:49] {
  sync: acquire corpus.values.longevictor.fixed.Main@Main.java:49 // at corpus.values.longevictor.fixed.Main.setTimeBetweenEvictionRunsMillis(Main.java:22)
  s2: write corpus.values.longevictor.fixed.Main@Main.java:49.timeBetweenEvictionRunsMillis // at corpus.values.longevictor.fixed.Main.setTimeBetweenEvictionRunsMillis(Main.java:22)
  s3: call corpus.values.longevictor.fixed.Main.startEvictor[args(p0=-1),corpus.values.longevictor.fixed.Main.setTimeBetweenEvictionRunsMillis:23#3,corpus.values.longevictor.fixed.Main@Main.java:49] // at corpus.values.longevictor.fixed.Main.setTimeBetweenEvictionRunsMillis(Main.java:23)
  ret_0: release corpus.values.longevictor.fixed.Main@Main.java:49 // at corpus.values.longevictor.fixed.Main.setTimeBetweenEvictionRunsMillis(Main.java:22)
}

proc corpus.values.longevictor.fixed.Main.startEvictor[args(p0=-1),corpus.values.longevictor.fixed.Main.setTimeBetweenEvictionRunsMillis:23#3,corpus.values.longevictor.fixed.Main@Main.java:49] {
  sync: acquire corpus.values.longevictor.fixed.Main@Main.java:49 // at corpus.values.longevictor.fixed.Main.startEvictor(Main.java:27)
  ret_0: release corpus.values.longevictor.fixed.Main@Main.java:49 // at corpus.values.longevictor.fixed.Main.startEvictor(Main.java:27)
}
